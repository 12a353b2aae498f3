import { formatTick, linearScale, type NiceAxis } from './model/scale';
import { GRID, INK, type Plot } from './graphStyle';

const label = (axis: NiceAxis, value: number, isDate: boolean) =>
  isDate ? new Date(value).toISOString().slice(0, 10) : formatTick(value, axis.step);

function inDomain(axis: NiceAxis): number[] {
  const epsilon = (axis.domain.max - axis.domain.min) * 1e-9;
  return axis.ticks.filter((t) => t >= axis.domain.min - epsilon && t <= axis.domain.max + epsilon);
}

export function XTicks({ axis, isDate, plot }: { axis: NiceAxis; isDate: boolean; plot: Plot }) {
  const x = linearScale(axis.domain, plot.left, plot.right);
  return (
    <g aria-hidden="true">
      {inDomain(axis).map((tick) => (
        <g key={tick} transform={`translate(${x(tick)},${plot.bottom})`}>
          <line y2={6} stroke={INK} />
          <text y={20} textAnchor="middle" fontSize={13} fill={INK}>
            {label(axis, tick, isDate)}
          </text>
        </g>
      ))}
    </g>
  );
}

export function YTicks({ axis, plot }: { axis: NiceAxis; plot: Plot }) {
  const y = linearScale(axis.domain, plot.bottom, plot.top);
  return (
    <g aria-hidden="true">
      {inDomain(axis).map((tick) => (
        <g key={tick} transform={`translate(${plot.left},${y(tick)})`}>
          <line x2={plot.right - plot.left} stroke={GRID} />
          <line x2={-6} stroke={INK} />
          <text x={-10} dy="0.32em" textAnchor="end" fontSize={13} fill={INK}>
            {label(axis, tick, false)}
          </text>
        </g>
      ))}
    </g>
  );
}
