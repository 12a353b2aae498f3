import { useEffect, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { rules } from '../theme/css';
import { ensureSheet } from '../theme/sheet';
import { FOCUS_RING, tokens } from '../theme/tokens';
import { classNames } from './kit/classNames';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  /** The tab's id, which its panel names in aria-labelledby. */
  id: string;
  /** The id of the panel the tab shows (aria-controls). */
  panelId: string;
  /** The tab's button, for a caller that moves focus to it. */
  buttonRef?: Ref<HTMLButtonElement>;
}

export type TabsProps<T extends string> = {
  tabs: readonly TabItem<T>[];
  value: T;
  /** Called with the tab chosen (click, Enter or Space); never for the tab already selected. */
  onChange: (value: T) => void;
  /** The selected tab takes focus when the tabs mount (a dialog that opens on them). */
  autoFocus?: boolean;
  className?: string;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * The row scrolls sideways when the tabs do not fit (a 320 px window, long labels). The tabs are
 * MUI's Tab drawn with the theme's button type, the indicator under the selected one; narrower,
 * so a card's few subjects fit its row without scrolling.
 */
const TABS_CSS =
  rules('.courses-tabs', {
    display: 'flex',
    position: 'relative',
    minHeight: 48,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
  }) +
  rules('.courses-tab', {
    ...tokens.typography.button,
    lineHeight: 1.25,
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    minWidth: 64,
    maxWidth: 360,
    minHeight: 48,
    padding: '12px 12px',
    margin: 0,
    border: 0,
    borderRadius: 0,
    background: 'transparent',
    color: tokens.palette.text.secondary,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { backgroundColor: tokens.palette.action.hover },
    '&[aria-selected="true"]': { color: tokens.palette.primary.main },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: 2,
      backgroundColor: tokens.palette.primary.main,
    },
    // The widgets' focus ring, drawn inside the tab: the row clips what lies outside it, so a
    // host page's own ring (a shadow around the tab) would show as a bar on one side. Doubled
    // class to outrank the ring every focusable button of a widget gets.
    '&&:focus-visible': { ...FOCUS_RING, outlineOffset: '-3px !important', boxShadow: 'none' },
  });

/**
 * Tabs as WAI-ARIA's pattern with manual activation, as MUI's tabs behave by default: a
 * tablist of buttons where only the selected tab is in the Tab order; ArrowLeft and ArrowRight
 * move focus to the previous or next tab (wrapping around), Home and End to the first or last,
 * and Enter, Space or a click chooses the focused tab. Moving along the tabs costs nothing
 * then: a choice may save a preference or fetch the panel's data. The caller renders the
 * panels (role="tabpanel", aria-labelledby the tab's id).
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  autoFocus = false,
  className,
  ...label
}: TabsProps<T>) {
  ensureSheet('tabs', () => TABS_CSS);
  const row = useRef<HTMLDivElement>(null);
  // The tab in the Tab order: the selected one, else the first (a value no tab has).
  const current = tabs.some((tab) => tab.value === value) ? value : tabs[0]?.value;

  // Keep the selected tab in view when the row scrolls, without scrolling the page.
  useEffect(() => {
    const list = row.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth;
  }, [value]);

  function choose(next: T) {
    if (next !== value) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'),
    );
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    const last = buttons.length - 1;
    const to = {
      ArrowLeft: from === 0 ? last : from - 1,
      ArrowRight: from === last ? 0 : from + 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[to]!.focus();
  }

  return (
    <div
      ref={row}
      role="tablist"
      {...label}
      className={classNames('courses-tabs', className)}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            className="courses-tab"
            key={tab.value}
            ref={tab.buttonRef}
            type="button"
            role="tab"
            id={tab.id}
            aria-selected={selected}
            aria-controls={tab.panelId}
            tabIndex={tab.value === current ? 0 : -1}
            autoFocus={autoFocus && selected}
            onClick={() => choose(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
