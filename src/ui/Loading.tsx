import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The product's loader, with the label 'Loading...' for screen readers and sighted users. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, color: 'text.secondary' }}
    >
      <CircularProgress size={20} aria-hidden="true" />
      <span>{label}</span>
    </Box>
  );
}
