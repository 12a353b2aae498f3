import type { GraphModel, LaterModel } from './model/graphModel';
import { linearScale } from './model/scale';
import { XTicks, YTicks } from './GraphAxes';
import { DOT_RADIUS, INK, MARK, SELECTED, dotsPath, type Plot } from './graphStyle';
import { linePath } from './linePath';
import { loadedLaterGraphs } from './useLaterGraphs';

/** A bar chart, histogram or box plot: drawn by laterGraphs.tsx, loaded when first chosen. */
function LaterMarks(props: { model: LaterModel; plot: Plot }) {
  const { LaterMarks: Drawn } = loadedLaterGraphs();
  return <Drawn {...props} />;
}

/** Many bars leave no room for level labels: they are slanted. */
export const slantedLabels = (model: GraphModel) => model.kind === 'bars' && model.bars.length > 8;

interface DotsProps {
  xs: number[];
  ys: number[];
  rows: number[];
  r: number;
  selected: ReadonlySet<number>;
}

/** All dots in one path, and the selected ones again on top in one more. */
function Dots({ xs, ys, rows, r, selected }: DotsProps) {
  const pickedX: number[] = [];
  const pickedY: number[] = [];
  if (selected.size > 0) {
    rows.forEach((row, i) => {
      if (selected.has(row)) {
        pickedX.push(xs[i] ?? 0);
        pickedY.push(ys[i] ?? 0);
      }
    });
  }
  return (
    <g>
      <path
        data-mark="point"
        data-count={xs.length}
        d={dotsPath(xs, ys)}
        fill="none"
        stroke={MARK}
        strokeOpacity={0.7}
        strokeWidth={2 * r}
        strokeLinecap="round"
      />
      {pickedX.length > 0 && (
        <path
          data-mark="selected"
          data-count={pickedX.length}
          d={dotsPath(pickedX, pickedY)}
          fill="none"
          stroke={SELECTED}
          strokeWidth={2 * r + 2}
          strokeLinecap="round"
        />
      )}
    </g>
  );
}

/** Stacks equal x values (at screen resolution) upwards, as a dot plot does. */
function stack(values: number[], x: (value: number) => number, plot: Plot) {
  const order = values.map((_, i) => i).sort((a, b) => (values[a] ?? 0) - (values[b] ?? 0));
  const heights = new Map<number, number>();
  const xs: number[] = new Array<number>(values.length);
  const levels: number[] = new Array<number>(values.length);
  for (const i of order) {
    const cx = x(values[i] ?? 0);
    const column = Math.round(cx / (2 * DOT_RADIUS));
    const level = heights.get(column) ?? 0;
    heights.set(column, level + 1);
    xs[i] = cx;
    levels[i] = level;
  }
  let tallest = 1;
  for (const height of heights.values()) tallest = Math.max(tallest, height);
  // Shrink the dots when a stack would leave the plot.
  const r = Math.min(DOT_RADIUS, (plot.bottom - plot.top) / (2 * tallest));
  return { xs, ys: levels.map((level) => plot.bottom - r - level * 2 * r), r };
}

export interface MarksProps {
  model: GraphModel;
  isDate: boolean;
  plot: Plot;
  selected: ReadonlySet<number>;
}

export function Marks({ model, isDate, plot, selected }: MarksProps) {
  switch (model.kind) {
    case 'points': {
      const x = linearScale(model.x.domain, plot.left, plot.right);
      const y = linearScale(model.y.domain, plot.bottom, plot.top);
      return (
        <>
          <YTicks axis={model.y} plot={plot} />
          <XTicks axis={model.x} isDate={isDate} plot={plot} />
          {model.connect && (
            <path
              d={
                linePath(
                  model.points,
                  (p) => x(p.x),
                  (p) => y(p.y),
                ) ?? ''
              }
              fill="none"
              stroke={MARK}
              strokeWidth={2}
            />
          )}
          <Dots
            xs={model.points.map((p) => x(p.x))}
            ys={model.points.map((p) => y(p.y))}
            rows={model.points.map((p) => p.row)}
            r={model.connect ? 3.5 : DOT_RADIUS}
            selected={selected}
          />
        </>
      );
    }
    case 'stacked': {
      const { xs, ys, r } = stack(
        model.values,
        linearScale(model.x.domain, plot.left, plot.right),
        plot,
      );
      return (
        <>
          <XTicks axis={model.x} isDate={isDate} plot={plot} />
          <Dots xs={xs} ys={ys} rows={model.rows} r={r * 0.9} selected={selected} />
        </>
      );
    }
    case 'bars':
    case 'histogram':
    case 'box':
      return <LaterMarks model={model} plot={plot} />;
    case 'empty':
      return (
        <text
          x={(plot.left + plot.right) / 2}
          y={(plot.top + plot.bottom) / 2}
          textAnchor="middle"
          fontSize={14}
          fill={INK}
        >
          {model.reason}
        </text>
      );
  }
}
