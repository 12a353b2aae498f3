import { useMemo, useState, type RefObject } from 'react';
import { Alert, VISUALLY_HIDDEN, tokens, useElementWidth } from '@courses/runtime';
import { AttributeChips } from './AttributeChips';
import { AxisControls } from './AxisControls';
import { AxisDropZones } from './AxisDropZones';
import { assignAxis } from './model/assignAxis';
import { AXIS_RULES } from './model/plotState';
import { DataTableView } from './DataTableView';
import { ExportPngButton } from './ExportPngButton';
import { GraphSvg } from './GraphSvg';
import { WRONG_ATTRIBUTES } from './messages';
import { buildGraph } from './model/graphModel';
import type { PlotState } from './model/plotState';
import type { TableSort } from './model/sortRows';
import type { PlotSession } from './usePlotSession';
import { useAfterPaint } from './useAfterPaint';
import { SavePlotButton } from './SavePlotButton';
import { useSavedPlots } from './useSavedPlots';
import { SavedPlotsList } from './SavedPlotsList';

export interface PlotWorkspaceProps {
  session: PlotSession;
  readOnly: boolean;
  captureIds: { a: number; b: number } | undefined;
  rootRef: RefObject<HTMLElement | null>;
  /** The graph's SVG: Save Plot and courses:capture-plot rasterise it. */
  svgRef: RefObject<SVGSVGElement | null>;
  onPlotStateChange: (next: PlotState) => void;
  /** Names the data shown, so saved plots are stored and listed with it. */
  source: string;
  /** Opens a saved plot's state, read like a step's (its attributes may be gone). */
  onOpenPlotState: (plotState: unknown) => void;
  onSortChange: (next: TableSort | null) => void;
}

const NO_ROWS: ReadonlySet<number> = new Set();
/** Cases from which a new graph is drawn after the frame that shows the choice is painted. */
const DRAW_AFTER_PAINT_FROM = 10_000;

/** Controls, graph and table of a loaded dataset, and the Save Plot dialog. */
export function PlotWorkspace({
  session,
  readOnly,
  captureIds,
  rootRef,
  svgRef,
  onPlotStateChange,
  onSortChange,
  source,
  onOpenPlotState,
}: PlotWorkspaceProps) {
  const { table, plotState, wrongAttributes, sort } = session;
  // The controls show a choice at once; the graph of a large table is built after the paint of
  // that choice (the first graph of a table is drawn at once, a small table's every graph).
  const drawnState = useAfterPaint(plotState, table, table.rows.length < DRAW_AFTER_PAINT_FROM);
  const drawing = drawnState !== plotState;
  const graph = useMemo(() => buildGraph(table, drawnState), [table, drawnState]);
  const [measureFigure, figureWidth, figureAttached] = useElementWidth();
  const [dragging, setDragging] = useState(false);
  // Read out politely after a drag or a keyboard choice puts an attribute on an axis.
  const [announcement, setAnnouncement] = useState('');
  // Selected cases (row indices) belong to the table they were picked in.
  const [selection, setSelection] = useState<{ table: unknown; rows: ReadonlySet<number> }>({
    table: null,
    rows: new Set(),
  });
  const selected = selection.table === table ? selection.rows : NO_ROWS;
  const select = (rows: Set<number>) => setSelection({ table, rows });
  const { plots, reload } = useSavedPlots(source, !readOnly);
  // The saved plot 'Update Plot' changes: the last one saved, or the one reopened.
  const [plotId, setPlotId] = useState<number | null>(null);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {wrongAttributes && (
        <Alert severity="warning" data-testid="data-tool.wrong-attributes">
          {WRONG_ATTRIBUTES}
        </Alert>
      )}
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <AxisControls
          columns={table.columns}
          plotState={plotState}
          disabled={readOnly}
          onChange={onPlotStateChange}
        />
        <ExportPngButton
          svgRef={svgRef}
          name={table.name}
          disabled={graph.model.kind === 'empty' || drawing}
        />
        {!readOnly && (
          <SavePlotButton
            svgRef={svgRef}
            rootRef={rootRef}
            plotState={plotState}
            captureIds={captureIds}
            source={source}
            plotId={plotId}
            // Saved while drawing, the picture would be of the previous graph.
            disabled={graph.model.kind === 'empty' || drawing}
            onSaved={(id) => {
              setPlotId(id);
              reload();
            }}
          />
        )}
      </div>
      {!readOnly && (
        <AttributeChips
          columns={table.columns}
          disabled={readOnly}
          onDragChange={setDragging}
          onAssign={(axis, column) => {
            const result = assignAxis(plotState, axis, column);
            if (result.ok) onPlotStateChange(result.state);
            setAnnouncement(result.message);
          }}
        />
      )}
      <div
        role="status"
        aria-live="polite"
        data-testid="data-tool.announcement"
        style={VISUALLY_HIDDEN}
      >
        {announcement}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        <figure
          ref={measureFigure}
          aria-busy={drawing}
          data-drawing={drawing}
          // Dimmed while the next graph is drawn, so the reader sees the choice was taken.
          style={{
            margin: 0,
            flex: '3 1 420px',
            minWidth: 0,
            position: 'relative',
            opacity: drawing ? 0.6 : 1,
          }}
        >
          {dragging && <AxisDropZones hasY={AXIS_RULES[plotState.graphType].y !== null} />}
          <GraphSvg
            graph={graph}
            svgRef={svgRef}
            selected={selected}
            onSelect={select}
            sized={figureAttached}
            {...(figureWidth ? { width: figureWidth } : {})}
          />
          {/* Read out after each change, so a screen-reader user hears what the graph shows. */}
          <figcaption
            aria-live="polite"
            style={{ marginTop: 8, color: tokens.palette.text.secondary, fontSize: '0.875rem' }}
          >
            {graph.summary}
            {selected.size > 0 && ` ${selected.size} selected.`}
          </figcaption>
          {graph.skippedNote && (
            <Alert severity="info" style={{ marginTop: 8 }} data-testid="data-tool.skipped">
              {graph.skippedNote}
            </Alert>
          )}
        </figure>
        <div style={{ flex: '2 1 300px', minWidth: 0 }}>
          <DataTableView
            table={table}
            sort={sort}
            onSortChange={onSortChange}
            selected={selected}
            onSelect={select}
          />
        </div>
      </div>
      <SavedPlotsList
        plots={plots}
        currentId={plotId}
        onOpen={(plot) => {
          setPlotId(plot.id);
          onOpenPlotState(plot.plotState);
        }}
      />
    </div>
  );
}
