/**
 * Hidden from sight, read by screen readers. The runtime's VISUALLY_HIDDEN gives MUI's sx
 * `width: 1` and `height: 1`, which sx reads as 100 percent: the span then stretches across its
 * containing block and widens the page. Pixel strings keep it one pixel.
 */
export const SR_ONLY = {
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
