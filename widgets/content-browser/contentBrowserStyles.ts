import { FOCUS_RING, ensureSheet, rules, tokens } from '@courses/runtime';

/**
 * The content browser's look, drawn as MUI drew it with the same tokens: one static sheet, so
 * that a page showing the browser loads neither MUI nor Emotion. The filter is the browser's
 * own radios, which screen readers and keyboards know best.
 */
const { palette, typography } = tokens;

const FILTER_CSS = rules('.courses-content-browser-filter', {
  minWidth: 0,
  margin: '0 0 8px',
  padding: 0,
  border: 0,
  '& legend': { ...typography.body1, padding: 0, color: palette.text.secondary },
  '& .courses-content-browser-options': { display: 'flex', flexWrap: 'wrap' },
  '& label': {
    ...typography.body1,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 38,
    marginRight: 16,
    color: palette.text.primary,
    cursor: 'pointer',
  },
  '& input': {
    flex: 'none',
    width: 18,
    height: 18,
    margin: 0,
    accentColor: palette.primary.main,
    cursor: 'inherit',
  },
  '& input:focus-visible': { ...FOCUS_RING },
});

/** Each item with a divider under it, as MUI's divided list items. */
const LIST_CSS = rules('.courses-content-browser-list', {
  position: 'relative',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: 8,
    padding: '8px 0',
    borderBottom: `1px solid ${palette.divider}`,
  },
  '& .courses-content-browser-title': { fontWeight: 500 },
});

export const CONTENT_BROWSER_CSS = FILTER_CSS + LIST_CSS;

/** Puts the browser's sheet in the page, once. */
export function ensureContentBrowserStyles(): void {
  ensureSheet('content-browser', () => CONTENT_BROWSER_CSS);
}
