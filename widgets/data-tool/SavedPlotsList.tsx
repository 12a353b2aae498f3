import { Button, type SavedPlot } from '@courses/runtime';
import { ensureDataToolStyles } from './dataToolStyles';

export interface SavedPlotsListProps {
  plots: SavedPlot[];
  /** The plot whose state is shown, if one was reopened or just saved. */
  currentId: number | null;
  onOpen: (plot: SavedPlot) => void;
}

/** The person's saved plots of this data; opening one restores its graph. */
export function SavedPlotsList({ plots, currentId, onOpen }: SavedPlotsListProps) {
  ensureDataToolStyles();
  if (plots.length === 0) return null;
  return (
    <section aria-label="Saved plots" data-testid="data-tool.saved-plots">
      <h3 style={{ fontSize: '1rem', margin: '0 0 8px' }}>Saved plots</h3>
      <ul className="courses-data-tool-row-list">
        {plots.map((plot) => (
          <li key={plot.id}>
            <Button
              size="small"
              variant={plot.id === currentId ? 'contained' : 'outlined'}
              aria-pressed={plot.id === currentId}
              onClick={() => onOpen(plot)}
            >
              {plot.title}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
