import {
  FOCUS_RING,
  dataToolSpace,
  ensureSheet,
  rules,
  tokens,
  type StyleRules,
} from '@courses/runtime';

/**
 * The data tool's look, drawn as MUI drew it with the same tokens: one static sheet, so that a
 * page showing the tool loads neither MUI nor Emotion until a menu or the Save Plot dialog is
 * opened. The table's rules are written once for every cell: 100,000 cases scroll through the
 * same few rows without a styled component per cell.
 */
const { palette, typography, shape } = tokens;

/** Every row of the table is one line high: the rows out of view are spacers of known height. */
export const ROW_HEIGHT = 29;

/** The room the drawn tool takes, kept while it loads (the frame inside the root). */
const LOADING_CSS = rules('.courses-data-tool-loading > *', dataToolSpace);

/** A native select with its label on the border, as MUI's small outlined TextField. */
const FIELD_CSS = rules('.courses-data-tool-field', {
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  minWidth: 170,
  verticalAlign: 'top',
  '& label': {
    ...typography.body1,
    position: 'absolute',
    top: -9,
    left: 9,
    zIndex: 1,
    maxWidth: 'calc(100% - 24px)',
    padding: '0 5px',
    fontSize: '0.75rem',
    lineHeight: '1.4375em',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: palette.text.secondary,
    backgroundColor: palette.background.paper,
    pointerEvents: 'none',
  },
  '&:focus-within label': { color: palette.primary.main },
  '& select': {
    ...typography.body1,
    lineHeight: '1.4375em',
    boxSizing: 'content-box',
    height: '1.4375em',
    margin: 0,
    // 40 px high with the border, as MUI's small field.
    padding: '7.5px 32px 7.5px 14px',
    appearance: 'none',
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: '1px solid #8c909a',
    borderRadius: shape.borderRadius,
    cursor: 'pointer',
  },
  '& select:hover:not(:disabled)': { borderColor: palette.text.primary },
  '& select:focus': {
    outline: 0,
    borderColor: palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${palette.primary.main}`,
  },
  '& select:focus-visible': { ...FOCUS_RING },
  // A read-only tool's choices stay readable, not the faint disabled grey.
  '& select:disabled': {
    color: palette.text.secondary,
    borderColor: palette.action.disabled,
    cursor: 'default',
  },
  '& .courses-data-tool-arrow': {
    position: 'absolute',
    top: 'calc(50% - 12px)',
    right: 7,
    width: 24,
    height: 24,
    color: palette.action.active,
    pointerEvents: 'none',
  },
  '& select:disabled + .courses-data-tool-arrow': { color: palette.action.disabled },
});

const CHIP: StyleRules = {
  fontSize: '0.875rem',
  padding: '4px 12px',
  borderRadius: 32,
};

const ATTRIBUTES_CSS =
  // A wrapping row of items without bullets: the attributes, the saved plots.
  rules('.courses-data-tool-row-list', {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 8,
    padding: 0,
    margin: 0,
    listStyle: 'none',
  }) +
  rules('.courses-data-tool-attributes', {
    '& button': {
      font: 'inherit',
      ...CHIP,
      border: `1px solid ${palette.primary.main}`,
      background: '#eef3fa',
      color: '#12365f',
      cursor: 'grab',
      touchAction: 'none',
    },
    // Its own hover, so a host page's `button:hover` cannot paint it unreadable.
    '& button:hover': { background: '#dbe6f5', color: '#12365f' },
    '& button:disabled': { cursor: 'default' },
    '& button:focus-visible': { ...FOCUS_RING },
  }) +
  rules('.courses-data-tool-dragged', {
    ...CHIP,
    position: 'fixed',
    pointerEvents: 'none',
    zIndex: 1500,
    background: palette.primary.main,
    color: '#fff',
  });

const DROP_ZONE_CSS = rules('.courses-data-tool-drop', {
  position: 'absolute',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '2px dashed #d9480f',
  borderRadius: shape.borderRadius,
  background: 'rgba(217, 72, 15, 0.08)',
  color: '#8a2d07',
  fontSize: '0.8rem',
  fontWeight: 600,
});

const TABLE_CSS =
  rules('.courses-data-tool-table-box', {
    overflow: 'auto',
    border: '1px solid #c9d1db',
    borderRadius: shape.borderRadius,
    '&:focus-visible': { ...FOCUS_RING },
  }) +
  rules('.courses-data-tool-table', {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: '0.875rem',
    '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: 8 },
    '& th, & td': { padding: '4px 10px', borderBottom: '1px solid #e3e7ec', whiteSpace: 'nowrap' },
    '& th': { position: 'sticky', top: 0, zIndex: 1, background: '#eef2f7', textAlign: 'left' },
    '& .number': { textAlign: 'right' },
    '& tbody tr': { height: ROW_HEIGHT, cursor: 'pointer' },
    '& tbody tr.even': { background: '#f8fafc' },
    '& tbody tr[aria-selected="true"]': { background: '#fde4d5', boxShadow: 'inset 4px 0 #d9480f' },
    // Header buttons look like header text; the arrow and the focus ring show they act.
    '& th button': {
      font: 'inherit',
      fontWeight: 700,
      color: 'inherit',
      background: 'none',
      border: 0,
      padding: 0,
      cursor: 'pointer',
      display: 'inline-flex',
      gap: 4,
      alignItems: 'center',
    },
    '& th button:focus-visible': { ...FOCUS_RING },
    '& tbody tr:focus-visible': { ...FOCUS_RING, outlineOffset: '-3px !important' },
  });

export const DATA_TOOL_CSS = LOADING_CSS + FIELD_CSS + ATTRIBUTES_CSS + DROP_ZONE_CSS + TABLE_CSS;

/** Puts the data tool's sheet in the page, once. */
export function ensureDataToolStyles(): void {
  ensureSheet('data-tool', () => DATA_TOOL_CSS);
}
