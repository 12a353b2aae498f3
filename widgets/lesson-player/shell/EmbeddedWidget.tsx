import { useEffect, useRef, useState } from 'react';
import { Alert, ensureSheet, rules, type StyleRules } from '@courses/runtime';

const RESERVED_WHILE =
  '&:not([data-widget-state]), &[data-widget-state="loading"], &:has(> .courses-slot-loading)';

const CONTAINER = { containerType: 'inline-size' } as const;

/** The class of each reserve seen on the page, by its rules; each has a sheet of its own. */
const reserveClasses = new Map<string, string>();

function reserveClass(reserve: StyleRules): string {
  const key = JSON.stringify(reserve);
  let name = reserveClasses.get(key);
  if (name === undefined) {
    name = `courses-lesson-player-reserve-${reserveClasses.size + 1}`;
    reserveClasses.set(key, name);
  }
  const selector = `.${name}`;
  ensureSheet(name, () => rules(selector, { [RESERVED_WHILE]: reserve }));
  return name;
}

/** The page loader's command function (see the README's page contract), once it is running. */
function pageLoader() {
  const loader = window.CoursesWidgets;
  return loader?.loaded ? loader : undefined;
}

export interface EmbeddedWidgetProps {
  widget: string;
  /** Props of the nested widget; a change remounts it. */
  props: Record<string, unknown>;
  label: string;
  testId: string;
  /**
   * Room kept while the widget loads, so what follows does not move when it arrives: rules
   * for the slot, whose parent is an inline-size container (container queries may size it).
   */
  reserve?: StyleRules;
}

/**
 * Another remote mounted inside this one through the page loader, so it loads once, shares the
 * page's runtime, and fails (with its own retry) without taking the lesson down.
 */
export function EmbeddedWidget({ widget, props, label, testId, reserve }: EmbeddedWidgetProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  // The loader is on the page before any widget mounts, or not at all.
  const [loader] = useState(pageLoader);
  const key = JSON.stringify(props);

  useEffect(() => {
    const element = slotRef.current;
    if (!element || !loader) return;
    // The nested widget is its own React root. Unmounting a root while this one commits is put
    // off by React until after the commit, by when the loader would already have replaced the
    // slot's contents (a removeChild error on every step change). Both calls wait for the
    // commit to end instead, in order: the old widget goes before the new one comes.
    let active = true;
    queueMicrotask(() => {
      if (active) loader('mount', element, widget, JSON.parse(key));
    });
    return () => {
      active = false;
      queueMicrotask(() => loader('unmount', element));
    };
  }, [loader, widget, key]);

  if (!loader) {
    return (
      <Alert severity="warning" data-testid={testId}>
        {`${label} cannot be shown on this page: it needs the page loader.`}
      </Alert>
    );
  }
  // React never renders children here: the nested widget owns this element's contents.
  const slot = <div ref={slotRef} role="region" aria-label={label} data-testid={testId} />;
  if (!reserve) return slot;
  // Kept from the first render (before the loader marks the slot) until the widget's first
  // commit takes the loader's "Loading..." away: the slot is already marked mounted by then.
  return (
    <div style={CONTAINER}>
      <div
        ref={slotRef}
        role="region"
        aria-label={label}
        data-testid={testId}
        className={reserveClass(reserve)}
      />
    </div>
  );
}
