import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { LoadBoundary } from './LoadBoundary';
import { retryableLazy } from './retryableLazy';

/**
 * A dialog whose code loads when it is first opened: until then it renders nothing, so a page
 * that never opens it never downloads it (nor the MUI parts only it uses). Once opened it
 * stays rendered, so it closes with its transition and gives focus back as MUI does. Code that
 * cannot be loaded is said so in place, with a Retry (LoadBoundary), not as a widget crash.
 */
export function openedLazily<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = retryableLazy(load);
  function OpenedLazily(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <LoadBoundary>
        <Suspense fallback={null}>
          <Dialog {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return OpenedLazily;
}

/** Keys a menu acts on: typed characters (its type-ahead), Enter and the arrows. */
const MENU_KEYS = /^(.|Enter|ArrowUp|ArrowDown|Home|End)$/u;

/** How a menu is closed: MUI's Menu passes the event and a reason, other menus may not. */
type CloseMenu = (event: object, reason: 'escapeKeyDown' | 'tabKeyDown') => void;

/**
 * A menu whose code loads when it is first opened, like `openedLazily`, that loses no typing:
 * the keys pressed while it loads (a reader who opens it and types at once) are held, then
 * given to the menu in order once it has taken focus, so its type-ahead finds the same item.
 * Escape or Tab meanwhile closes it, as they would the menu itself.
 */
export function menuOpenedLazily<P extends { open: boolean; onClose?: CloseMenu | undefined }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Menu = openedLazily(load);
  let loaded = false;
  function MenuOpenedLazily(props: P) {
    const { open } = props;
    const onClose = useRef(props.onClose);
    useEffect(() => {
      onClose.current = props.onClose;
    });
    useEffect(() => {
      if (!open || loaded) return;
      const held: string[] = [];
      const hold = (event: KeyboardEvent) => {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.key === 'Escape' || event.key === 'Tab') {
          if (event.type !== 'keydown') return;
          if (event.key === 'Escape') event.preventDefault();
          stop();
          onClose.current?.(event, event.key === 'Escape' ? 'escapeKeyDown' : 'tabKeyDown');
          return;
        }
        if (!MENU_KEYS.test(event.key)) return;
        event.preventDefault();
        event.stopPropagation();
        if (event.type === 'keydown') held.push(event.key);
      };
      // The menu has its code and focus once focus moves on; it then gets what was typed.
      const handOver = (event: FocusEvent) => {
        if (!(event.target instanceof Element) || !event.target.closest('[role="menu"]')) return;
        loaded = true;
        stop();
        for (const key of held)
          for (const type of ['keydown', 'keyup'])
            event.target?.dispatchEvent(
              new KeyboardEvent(type, { key, bubbles: true, cancelable: true }),
            );
      };
      const stop = () => {
        document.removeEventListener('keydown', hold, true);
        document.removeEventListener('keyup', hold, true);
        document.removeEventListener('focusin', handOver);
      };
      document.addEventListener('keydown', hold, true);
      document.addEventListener('keyup', hold, true);
      document.addEventListener('focusin', handOver);
      return stop;
    }, [open]);
    return <Menu {...props} />;
  }
  return MenuOpenedLazily;
}
