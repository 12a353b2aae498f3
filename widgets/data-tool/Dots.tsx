import { useLayoutEffect, useRef } from 'react';
import { dotCoverage, paintCoverage } from './dotRaster';
import { MARK, type Plot } from './graphStyle';
import type { Affine } from './model/scale';

/** From this many dots on they are painted as pixels: a path of them costs seconds to draw. */
export const PIXEL_DOTS_FROM = 5_000;
const DOT_OPACITY = 0.7;
/** Sharper on a high-density screen, but no more than twice: the cost grows with the square. */
const MAX_PIXEL_RATIO = 2;

/**
 * Where each case's dot is drawn: computed once per plot and size. The i-th dot is at
 * (xs[i] × x.scale + x.offset, ys[i] × y.scale + y.offset) in the SVG's units: the maps are
 * kept rather than applied, so 100,000 values are not copied into positions that only the
 * bitmap, which places them itself, would read.
 */
export interface DotPositions {
  xs: Float64Array;
  ys: Float64Array;
  x: Affine;
  y: Affine;
  /** Each dot's row in the table. */
  rows: ArrayLike<number>;
  r: number;
  /** The dots as one path, when few enough to draw as a path; null: drawn as pixels. */
  path: string | null;
}

/** All dots in one path: vector, and kept whole in a captured image. */
function DotsPath({ dots, path }: { dots: DotPositions; path: string }) {
  return (
    <path
      data-mark="point"
      data-count={dots.xs.length}
      d={path}
      fill="none"
      stroke={MARK}
      strokeOpacity={DOT_OPACITY}
      strokeWidth={2 * dots.r}
      strokeLinecap="round"
      // The svg handles pointers; hit-testing thousands of round caps is slow and finds nothing.
      pointerEvents="none"
    />
  );
}

/**
 * Many dots as a bitmap in the SVG, at their place among the other marks (a foreignObject
 * holding a canvas). Painted before the browser paints the commit, so the graph appears whole.
 * A capture of the SVG swaps the canvas for an image of it (captureSvg.ts).
 */
function DotsBitmap({ dots, plot }: { dots: DotPositions; plot: Plot }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Dots at the plot's edges reach beyond it by their radius.
  const margin = Math.ceil(dots.r) + 1;
  const box = {
    x: plot.left - margin,
    y: plot.top - margin,
    width: plot.right - plot.left + 2 * margin,
    height: plot.bottom - plot.top + 2 * margin,
  };
  const ratio = Math.min(MAX_PIXEL_RATIO, Math.max(1, window.devicePixelRatio || 1));
  const pixelWidth = Math.round(box.width * ratio);
  const pixelHeight = Math.round(box.height * ratio);

  useLayoutEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    // From the dots' units to the bitmap's device pixels, in one step.
    const place = {
      x: { scale: dots.x.scale * ratio, offset: (dots.x.offset - box.x) * ratio },
      y: { scale: dots.y.scale * ratio, offset: (dots.y.offset - box.y) * ratio },
    };
    const mask = dotCoverage(dots.xs, dots.ys, dots.r * ratio, pixelWidth, pixelHeight, place);
    const image = context.createImageData(pixelWidth, pixelHeight);
    paintCoverage(mask, MARK, DOT_OPACITY, image.data);
    context.putImageData(image, 0, 0);
  }, [dots, box.x, box.y, ratio, pixelWidth, pixelHeight]);

  return (
    <foreignObject
      {...box}
      pointerEvents="none"
      data-mark="point"
      data-count={dots.xs.length}
      data-pixels="true"
    >
      <canvas
        ref={canvasRef}
        width={pixelWidth}
        height={pixelHeight}
        style={{ display: 'block', width: '100%', height: '100%' }}
      />
    </foreignObject>
  );
}

/** The dots of a points or stacked graph: a path when few, a bitmap when many. */
export function Dots({ dots, plot }: { dots: DotPositions; plot: Plot }) {
  return dots.path === null ? (
    <DotsBitmap dots={dots} plot={plot} />
  ) : (
    <DotsPath dots={dots} path={dots.path} />
  );
}
