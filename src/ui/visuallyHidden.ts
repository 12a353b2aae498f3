/**
 * Styles (MUI sx or plain style objects) for text that screen readers read and sighted users do
 * not see: names for controls whose purpose is visual, live-region messages. Sizes are pixel
 * strings: MUI's sx reads a bare 1 as 100 percent, which would stretch the span across the page.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
