/** The bar along the top of the player, in a course and for a single lesson alike. */
export const HEADER_BAR_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 2,
  px: 2,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;
