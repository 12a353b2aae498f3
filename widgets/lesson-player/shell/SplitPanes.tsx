import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { NARROW_BELOW, useNarrow } from './slotWidth';

/**
 * Panes narrower than this stack even in a wide slot: a tablet's 1024 px window with the
 * course contents open leaves about 700 px, where a 30 percent right pane cannot hold a
 * heading or a question's choices (measured: 36 to 50 px of sideways scroll).
 */
const STACK_BELOW = NARROW_BELOW;
const stacked = `@container (max-width: ${STACK_BELOW - 0.02}px)`;

/**
 * The two panes (spec section 2): the left pane takes 70 percent when it has content, a data
 * plot or a simulation, otherwise 30 percent; the right pane takes the rest. In a narrow slot
 * they stack, and an empty left pane is left out instead of taking a row. The panes' own width
 * decides by a container query too, so they stack beside an open drawer with no measuring and
 * no second render.
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
    <Box sx={{ containerType: 'inline-size', minHeight: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: narrow ? 'column' : 'row',
          minHeight: '100%',
          [stacked]: { flexDirection: 'column' },
        }}
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
              [stacked]: {
                flexBasis: 'auto',
                borderRight: 0,
                borderBottom: 1,
                borderColor: 'divider',
                // Stacked, a left pane with nothing to show would be an empty grey row.
                ...(wide ? {} : { display: 'none' }),
              },
            }}
          >
            {left}
          </Box>
        )}
        <Box sx={{ flexGrow: 1, p: 2, minWidth: 0 }}>{children}</Box>
      </Box>
    </Box>
  );
}
