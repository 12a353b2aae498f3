import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';

/** The page loader's command function (see the README's page contract), once it is running. */
function pageLoader() {
  const loader = window.CoursesWidgets;
  return loader?.loaded ? loader : undefined;
}
type Loader = NonNullable<ReturnType<typeof pageLoader>>;

export interface EmbeddedWidgetProps {
  widget: string;
  /** Props of the nested widget; a change remounts it. */
  props: Record<string, unknown>;
  label: string;
  testId: string;
}

/**
 * Another remote mounted inside this one through the page loader, so it loads once, shares the
 * page's runtime, and fails (with its own retry) without taking the lesson down.
 */
export function EmbeddedWidget({ widget, props, label, testId }: EmbeddedWidgetProps) {
  // The loader is on the page before any widget mounts, or not at all.
  const [loader] = useState(pageLoader);
  const key = JSON.stringify(props);

  if (!loader) {
    return (
      <Alert severity="warning" data-testid={testId}>
        {`${label} cannot be shown on this page: it needs the page loader.`}
      </Alert>
    );
  }
  // A new slot element for each mount: the nested widget's own React root is unmounted from
  // inside this root's commit, which React defers; had the next mount reused the element, the
  // deferred unmount would remove nodes that were already replaced (a NotFoundError from
  // removeChild on every Next or Previous between two data steps).
  return (
    <Slot
      key={`${widget}:${key}`}
      loader={loader}
      widget={widget}
      propsJson={key}
      label={label}
      testId={testId}
    />
  );
}

interface SlotProps {
  loader: Loader;
  widget: string;
  propsJson: string;
  label: string;
  testId: string;
}

function Slot({ loader, widget, propsJson, label, testId }: SlotProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slotRef.current;
    if (!element) return;
    loader('mount', element, widget, JSON.parse(propsJson));
    return () => loader('unmount', element);
  }, [loader, widget, propsJson]);
  // React never renders children here: the nested widget owns this element's contents.
  return <div ref={slotRef} role="region" aria-label={label} data-testid={testId} />;
}
