/**
 * Styles (MUI sx or plain style objects) for text that screen readers read and sighted users do
 * not see: names for controls whose purpose is visual, live-region messages.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
