/**
 * Many dots as pixels. An SVG path of 100,000 round-capped dots costs the browser seconds to
 * rasterise and hundreds of ms to hit-test; painting the same dots into a bitmap in a tight
 * loop costs tens of ms, and the bitmap is then drawn as one image.
 */
import type { Affine } from './model/scale';

/** Dot centres are placed to a quarter of a device pixel: finer than an eye sees. */
const PHASES = 4;

/** One dot's coverage (0-255) of the pixels around it, for one sub-pixel phase of its centre. */
interface Stamp {
  /** Side of the square of pixels the stamp covers. */
  size: number;
  /** Offset of the square's corner from the pixel holding the dot's centre. */
  offset: number;
  coverage: Uint8Array;
  /**
   * Per row of the square, four columns: the first covered, the first covered in full, the one
   * after the last covered in full and the one after the last covered (a disc's row is one run,
   * its middle covered in full).
   */
  runs: Uint8Array;
}

/**
 * Coverage of a disc of `radius` device pixels centred at (phaseX, phaseY) inside its pixel: a
 * pixel is covered in full inside the disc, not at all a pixel beyond, and in part at its edge
 * (anti-aliased as a path's edge is).
 */
function makeStamp(radius: number, phaseX: number, phaseY: number): Stamp {
  const offset = -Math.ceil(radius + 1);
  const size = 2 * -offset + 1;
  const coverage = new Uint8Array(size * size);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const dx = column + offset + 0.5 - phaseX;
      const dy = row + offset + 0.5 - phaseY;
      const inside = radius + 0.5 - Math.hypot(dx, dy);
      coverage[row * size + column] = Math.round(255 * Math.min(1, Math.max(0, inside)));
    }
  }
  const runs = new Uint8Array(4 * size);
  for (let row = 0; row < size; row++) {
    const line = coverage.subarray(row * size, (row + 1) * size);
    const first = Math.max(
      0,
      line.findIndex((value) => value > 0),
    );
    const end = line.findLastIndex((value) => value > 0) + 1;
    const full = line.indexOf(255);
    const fullEnd = line.lastIndexOf(255) + 1;
    runs.set(full < 0 ? [first, end, end, end] : [first, full, fullEnd, end], 4 * row);
  }
  return { size, offset, coverage, runs };
}

/**
 * Where each dot lands in the mask, in device pixels, from its x and y: x × scale + offset
 * (the dots may be data values, placed and scaled to device pixels here in one step).
 */
export interface MaskPlace {
  x: Affine;
  y: Affine;
}

const NO_SHIFT: MaskPlace = { x: { scale: 1, offset: 0 }, y: { scale: 1, offset: 0 } };

/** Blocks of 4 × 4 pixels (a shift of 2) count their pixels covered in full. */
const BLOCK_SHIFT = 2;
const BLOCK_PIXELS = 1 << (2 * BLOCK_SHIFT);

/**
 * Pixels covered in full, counted per block. Dense plots draw each pixel dozens of times over;
 * a dot whose square lies on full blocks only cannot change the mask and is skipped.
 */
function fullBlocks(width: number, height: number) {
  const side = 1 << BLOCK_SHIFT;
  const wide = Math.ceil(width / side);
  const high = Math.ceil(height / side);
  const counts = new Uint8Array(wide * high);
  // Blocks cut by the mask's right or bottom edge start with their missing pixels counted.
  for (let by = 0; by < high; by++) {
    for (let bx = 0; bx < wide; bx++) {
      const inside = Math.min(side, width - bx * side) * Math.min(side, height - by * side);
      counts[by * wide + bx] = BLOCK_PIXELS - inside;
    }
  }
  return {
    counts,
    wide,
    /** Every pixel of the square [left, left + size) × [top, top + size) in the mask is full. */
    covers(left: number, top: number, size: number): boolean {
      const fromX = Math.max(0, left) >> BLOCK_SHIFT;
      const toX = (Math.min(width, left + size) - 1) >> BLOCK_SHIFT;
      const fromY = Math.max(0, top) >> BLOCK_SHIFT;
      const toY = (Math.min(height, top + size) - 1) >> BLOCK_SHIFT;
      for (let by = fromY; by <= toY; by++) {
        for (let bx = fromX; bx <= toX; bx++) {
          if (counts[by * wide + bx] !== BLOCK_PIXELS) return false;
        }
      }
      return true;
    },
  };
}

/**
 * The union of discs of `radius` device pixels at (xs[i], ys[i]) as a coverage mask of
 * `width` × `height` device pixels (one byte a pixel, 255 covered) placed at `place`.
 * Overlapping dots do not add up, as the dots of one SVG path's stroke do not: the mask is then
 * painted in one colour and opacity.
 */
export function dotCoverage(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  radius: number,
  width: number,
  height: number,
  place: MaskPlace = NO_SHIFT,
): Uint8Array {
  const mask = new Uint8Array(width * height);
  const full = fullBlocks(width, height);
  const { counts, wide } = full;
  const stamps: Stamp[] = [];
  for (let py = 0; py < PHASES; py++) {
    for (let px = 0; px < PHASES; px++) {
      stamps.push(makeStamp(radius, (px + 0.5) / PHASES, (py + 0.5) / PHASES));
    }
  }
  const count = Math.min(xs.length, ys.length);
  const { scale: scaleX, offset: offsetX } = place.x;
  const { scale: scaleY, offset: offsetY } = place.y;
  for (let i = 0; i < count; i++) {
    const x = (xs[i] ?? NaN) * scaleX + offsetX;
    const y = (ys[i] ?? NaN) * scaleY + offsetY;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const cellX = Math.floor(x);
    const cellY = Math.floor(y);
    const phaseX = Math.min(PHASES - 1, Math.floor((x - cellX) * PHASES));
    const phaseY = Math.min(PHASES - 1, Math.floor((y - cellY) * PHASES));
    const stamp = stamps[phaseY * PHASES + phaseX] as Stamp;
    const { size, offset, coverage, runs } = stamp;
    const left = cellX + offset;
    const top = cellY + offset;
    {
      const fromX = Math.max(0, left) >> BLOCK_SHIFT;
      const toX = (Math.min(width, left + size) - 1) >> BLOCK_SHIFT;
      const fromY = Math.max(0, top) >> BLOCK_SHIFT;
      const toY = (Math.min(height, top + size) - 1) >> BLOCK_SHIFT;
      let covered = true;
      for (let by = fromY; by <= toY && covered; by++) {
        for (let bx = fromX; bx <= toX; bx++) {
          if (counts[by * wide + bx] !== BLOCK_PIXELS) {
            covered = false;
            break;
          }
        }
      }
      if (covered) continue;
    }
    const fromRow = Math.max(0, -top);
    const toRow = Math.min(size, height - top);
    for (let row = fromRow; row < toRow; row++) {
      const maskRow = (top + row) * width + left;
      const stampRow = row * size;
      const run = 4 * row;
      const fromColumn = Math.max(runs[run] as number, -left);
      const toColumn = Math.min(runs[run + 3] as number, width - left);
      const blockRow = ((top + row) >> BLOCK_SHIFT) * wide;
      // Block by block: a block covered in full has nothing to take, and is stepped over.
      let column = fromColumn;
      while (column < toColumn) {
        const blockX = (left + column) >> BLOCK_SHIFT;
        const blockEnd = Math.min(toColumn, ((blockX + 1) << BLOCK_SHIFT) - left);
        const block = blockRow + blockX;
        if (counts[block] === BLOCK_PIXELS) {
          column = blockEnd;
          continue;
        }
        let newlyFull = 0;
        for (; column < blockEnd; column++) {
          const value = coverage[stampRow + column] as number;
          if (value > (mask[maskRow + column] as number)) {
            mask[maskRow + column] = value;
            if (value === 255) newlyFull++;
          }
        }
        counts[block] = (counts[block] as number) + newlyFull;
      }
    }
  }
  return mask;
}

/** An `#rrggbb` colour's channels. */
export function hexChannels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * The mask as RGBA pixels (ImageData's layout) in `colour` at `opacity`: where the mask covers
 * a pixel in part, so does the colour. Each of the 256 coverages is one 32-bit pixel, worked
 * out once and written whole (byte order does not matter: the table is written as bytes too).
 */
export function paintCoverage(
  mask: Uint8Array,
  colour: string,
  opacity: number,
  into: Uint8ClampedArray,
): void {
  const [red, green, blue] = hexChannels(colour);
  const table = new Uint32Array(256);
  const tableBytes = new Uint8ClampedArray(table.buffer);
  for (let covered = 1; covered < 256; covered++) {
    const at = 4 * covered;
    tableBytes[at] = red;
    tableBytes[at + 1] = green;
    tableBytes[at + 2] = blue;
    tableBytes[at + 3] = covered * opacity;
  }
  const whole = into.byteOffset % 4 === 0 && into.length >= 4 * mask.length;
  const pixels = whole ? new Uint32Array(into.buffer, into.byteOffset, mask.length) : null;
  for (let i = 0; i < mask.length; i++) {
    const covered = mask[i] as number;
    if (covered === 0) continue;
    if (pixels) {
      pixels[i] = table[covered] as number;
    } else {
      into.set(tableBytes.subarray(4 * covered, 4 * covered + 4), 4 * i);
    }
  }
}
