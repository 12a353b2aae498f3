import { useState, type RefObject } from 'react';
import { Button, openedLazily } from '@courses/runtime';
import type { PlotState } from './model/plotState';
import { useSavePlot } from './useSavePlot';

// Loaded when Save Plot first opens it (with MUI's dialog components).
const SavePlotDialog = openedLazily(() =>
  import('./SavePlotDialog').then((module) => module.SavePlotDialog),
);

export interface SavePlotButtonProps {
  svgRef: RefObject<SVGSVGElement | null>;
  rootRef: RefObject<HTMLElement | null>;
  plotState: PlotState;
  captureIds: { a: number; b: number } | undefined;
  source: string;
  /** The saved plot 'Update Plot' changes; null for none. */
  plotId: number | null;
  disabled: boolean;
  /** A plot was stored (the dialog has closed): its id. */
  onSaved: (plotId: number) => void;
}

/**
 * The Save Plot button and its dialog. The dialog's open state lives here, so opening and
 * closing it renders the button and the dialog only, not the graph and the table beside them.
 */
export function SavePlotButton({
  svgRef,
  rootRef,
  plotState,
  captureIds,
  source,
  plotId,
  disabled,
  onSaved,
}: SavePlotButtonProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const { saving, save } = useSavePlot({
    svgRef,
    rootRef,
    plotState,
    captureIds,
    source,
    plotId,
    onSaved: (id) => {
      setDialogOpen(false);
      onSaved(id);
    },
  });
  return (
    <>
      <Button
        variant="contained"
        style={{ marginTop: 8 }}
        disabled={disabled}
        onClick={() => setDialogOpen(true)}
      >
        Save Plot
      </Button>
      <SavePlotDialog
        open={dialogOpen}
        saving={saving}
        canUpdate={plotId !== null}
        onClose={() => setDialogOpen(false)}
        onSave={(details, mode) => void save(details, mode)}
      />
    </>
  );
}
