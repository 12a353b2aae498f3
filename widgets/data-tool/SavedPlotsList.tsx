import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SavedPlot } from '@courses/runtime';

export interface SavedPlotsListProps {
  plots: SavedPlot[];
  /** The plot whose state is shown, if one was reopened or just saved. */
  currentId: number | null;
  onOpen: (plot: SavedPlot) => void;
}

/** The person's saved plots of this data; opening one restores its graph. */
export function SavedPlotsList({ plots, currentId, onOpen }: SavedPlotsListProps) {
  if (plots.length === 0) return null;
  return (
    <Box component="section" aria-label="Saved plots" data-testid="data-tool.saved-plots">
      <Box component="h3" sx={{ fontSize: '1rem', m: 0, mb: 1 }}>
        Saved plots
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
        {plots.map((plot) => (
          <Box component="li" key={plot.id} sx={{ listStyle: 'none' }}>
            <Button
              size="small"
              variant={plot.id === currentId ? 'contained' : 'outlined'}
              aria-pressed={plot.id === currentId}
              onClick={() => onOpen(plot)}
            >
              {plot.title}
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
