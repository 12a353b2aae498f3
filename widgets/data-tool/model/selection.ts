import type { GraphModel } from './graphModel';
import { linearScale } from './scale';

/** A rectangle in the graph's pixel space (the SVG's viewBox units). */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface PlotBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The rows whose marks fall inside `rect` (a drag), for the graphs whose marks are cases. A dot
 * plot's stacks are picked by their x range: a stack is one place on the axis.
 */
export function casesInRect(model: GraphModel, plot: PlotBox, rect: PixelRect): Set<number> {
  const left = Math.min(rect.x0, rect.x1);
  const right = Math.max(rect.x0, rect.x1);
  const top = Math.min(rect.y0, rect.y1);
  const bottom = Math.max(rect.y0, rect.y1);
  const picked = new Set<number>();
  if (model.kind === 'points') {
    const x = linearScale(model.x.domain, plot.left, plot.right);
    const y = linearScale(model.y.domain, plot.bottom, plot.top);
    const { xs, ys, rows } = model.points;
    for (let i = 0; i < xs.length; i++) {
      const px = x(xs[i] ?? NaN);
      const py = y(ys[i] ?? NaN);
      if (px >= left && px <= right && py >= top && py <= bottom) picked.add(rows[i] ?? -1);
    }
  } else if (model.kind === 'stacked') {
    const x = linearScale(model.x.domain, plot.left, plot.right);
    model.values.forEach((value, i) => {
      const px = x(value);
      if (px >= left && px <= right) picked.add(model.rows[i] ?? -1);
    });
  }
  return picked;
}
