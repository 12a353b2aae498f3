import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useNarrow } from './slotWidth';

/**
 * The two panes (spec section 2): the left pane takes 70 percent when it has content, a data
 * plot or a simulation, otherwise 30 percent; the right pane takes the rest. In a narrow slot
 * they stack, and an empty left pane is left out instead of taking a row.
 */
export function SplitPanes({
  left,
  wide,
  children,
}: {
  left: ReactNode;
  wide: boolean;
  children: ReactNode;
}) {
  const narrow = useNarrow();
  const leftWidth = wide ? '70%' : '30%';
  return (
    <Box
      sx={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', minHeight: '100%' }}
      data-testid="lesson-player.panes"
      data-left-width={narrow ? '100%' : leftWidth}
    >
      {narrow && !wide ? null : (
        <Box
          component="section"
          aria-label="Left pane"
          sx={{
            flexBasis: narrow ? 'auto' : leftWidth,
            flexShrink: 0,
            p: 2,
            borderRight: narrow ? 0 : 1,
            borderBottom: narrow ? 1 : 0,
            borderColor: 'divider',
            minWidth: 0,
            bgcolor: 'grey.50',
          }}
        >
          {left}
        </Box>
      )}
      <Box sx={{ flexGrow: 1, p: 2, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
