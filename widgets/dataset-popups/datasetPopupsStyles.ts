import { FOCUS_RING, ensureSheet, rules, tokens } from '@courses/runtime';

/**
 * The widget's own rules beside the kit's, in one static sheet. The privacy select is drawn as
 * MUI's standard NativeSelect (a small label over an underlined field, the underline thicker on
 * hover and in the primary colour while focused) over the browser's own select, so a keyboard,
 * a screen reader and a phone's picker all work as usual.
 */
const { palette, typography } = tokens;

/** MUI's drop-down arrow, in the colour of its icons. */
const ARROW = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${palette.action.active}" d="M7 10l5 5 5-5z"/></svg>`,
)}")`;

const PRIVACY_CSS = rules('.courses-dataset-popups-privacy', {
  display: 'inline-flex',
  flexDirection: 'column',
  minWidth: 240,
  maxWidth: '100%',
  '& label': {
    ...typography.body1,
    fontSize: '0.75rem',
    lineHeight: 1.4375,
    color: palette.text.secondary,
  },
  '&:focus-within label': { color: palette.primary.main },
  '& select': {
    ...typography.body1,
    lineHeight: '1.4375em',
    appearance: 'none',
    boxSizing: 'border-box',
    width: '100%',
    margin: 0,
    padding: '4px 24px 5px 0',
    border: 0,
    borderBottom: '1px solid rgba(0, 0, 0, 0.42)',
    borderRadius: 0,
    color: palette.text.primary,
    backgroundColor: 'transparent',
    backgroundImage: ARROW,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right center',
    backgroundSize: '24px 24px',
    cursor: 'pointer',
  },
  '& select:hover': { borderBottom: `2px solid ${palette.text.primary}`, paddingBottom: 4 },
  '& select:focus': { borderBottom: `2px solid ${palette.primary.main}`, paddingBottom: 4 },
  '& select:focus-visible': { ...FOCUS_RING },
  '& select[aria-busy="true"]': { cursor: 'progress' },
});

/** A row of tabs ruled off from its panel, as MUI's tabs over a divider. */
const TABS_CSS = rules('.courses-dataset-popups-tabs', {
  borderBottom: `1px solid ${palette.divider}`,
  marginBottom: 8,
});

/** Puts the widget's sheet in the page, once. */
export function ensureDatasetPopupsStyles(): void {
  ensureSheet('dataset-popups', () => PRIVACY_CSS + TABS_CSS);
}
