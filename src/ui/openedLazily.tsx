import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it is first opened: until then it renders nothing, so a page
 * that never opens it never downloads it (nor the MUI parts only it uses). Once opened it
 * stays rendered, so it closes with its transition and gives focus back as MUI does.
 */
export function openedLazily<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function OpenedLazily(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return OpenedLazily;
}
