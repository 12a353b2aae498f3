import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The two panes (spec section 2): the left pane takes 70 percent when it has content, a data
 * plot or a simulation, otherwise 30 percent; the right pane takes the rest.
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
  const leftWidth = wide ? '70%' : '30%';
  return (
    <Box
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100%' }}
      data-testid="lesson-player.panes"
      data-left-width={leftWidth}
    >
      <Box
        component="section"
        aria-label="Left pane"
        sx={{
          flexBasis: { md: leftWidth },
          flexShrink: 0,
          p: 2,
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
          minWidth: 0,
          bgcolor: 'grey.50',
        }}
      >
        {left}
      </Box>
      <Box sx={{ flexGrow: 1, p: 2, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
