/**
 * Axes and scales on d3-array: its "nice" domains and ticks (1, 2 or 5 times a power of ten),
 * with d3-scale's linear scale and `nice` written out here (a few lines), so the page does not
 * load d3-scale with the interpolators, colours and number formats it brings along.
 */
import { extent as d3Extent, tickIncrement, tickStep, ticks as d3Ticks } from 'd3-array';

export interface Domain {
  min: number;
  max: number;
}

/** Maps `domain` onto the pixel range [from, to] (to may be smaller, as on a y axis). */
export function linearScale(domain: Domain, from: number, to: number): (value: number) => number {
  const span = domain.max - domain.min;
  // As d3's: a zero-width domain maps to the middle of the range, which a single value needs.
  if (!span) return () => (Number.isNaN(span) ? NaN : (from + to) / 2);
  return (value) => {
    const t = (value - domain.min) / span;
    return from * (1 - t) + to * t;
  };
}

/** A linear map as a product and a sum: value × scale + offset. */
export interface Affine {
  scale: number;
  offset: number;
}

/**
 * linearScale(domain, from, to) as an Affine, for loops over many values (100,000 dots) that
 * place each one with a multiplication and an addition, or hand the map on instead of the
 * values mapped. Equal to linearScale but for the last bits of rounding.
 */
export function affineScale(domain: Domain, from: number, to: number): Affine {
  const span = domain.max - domain.min;
  // As linearScale: a zero-width domain maps to the middle of the range.
  if (!span) return { scale: 0, offset: Number.isNaN(span) ? NaN : (from + to) / 2 };
  const scale = (to - from) / span;
  return { scale, offset: from - domain.min * scale };
}

/** Every value of `values` through `map`, in one plain loop. */
export function scaleAll(values: ArrayLike<number>, map: Affine): Float64Array {
  const scaled = new Float64Array(values.length);
  const { scale, offset } = map;
  for (let i = 0; i < scaled.length; i++) scaled[i] = (values[i] as number) * scale + offset;
  return scaled;
}

/** d3-scale's linear `nice`: the domain widened until its ends are whole tick steps. */
function niceDomain(min: number, max: number, count: number): [number, number] {
  let start = min;
  let stop = max;
  let previous: number | undefined;
  for (let iteration = 0; iteration < 10; iteration++) {
    const step = tickIncrement(start, stop, count);
    if (step === previous) return [start, stop];
    if (step > 0) {
      start = Math.floor(start / step) * step;
      stop = Math.ceil(stop / step) * step;
    } else if (step < 0) {
      start = Math.ceil(start * step) / step;
      stop = Math.floor(stop * step) / step;
    } else break;
    previous = step;
  }
  return [min, max];
}

/** The smallest and largest value, or null for no values. */
export function extent(values: Iterable<number>): Domain | null {
  const [min, max] = d3Extent(values);
  return min === undefined || max === undefined ? null : { min, max };
}

/** A step of 1, 2 or 5 times a power of ten that splits `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  return tickStep(0, span, count);
}

/** Decimals needed to write multiples of `step` exactly (0.25 → 2, 5 → 0). */
export function stepDecimals(step: number): number {
  for (let decimals = 0; decimals < 10; decimals++) {
    const scaled = step * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, scaled)) return decimals;
  }
  return 10;
}

export interface NiceAxis {
  /** The domain widened to whole steps, so the first and last tick sit on the axis ends. */
  domain: Domain;
  ticks: number[];
  step: number;
}

/**
 * Ticks for an axis showing `data`: the domain is widened to whole steps. A single value gets
 * room on both sides, since a zero-width axis cannot place anything.
 */
export function niceAxis(data: Domain, count = 5): NiceAxis {
  let { min, max } = data;
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    min -= pad;
    max += pad;
  }
  const [first, last] = niceDomain(min, max, count);
  const step = tickStep(first, last, count);
  // d3 computes ticks as i / (1 / step), so 0.1 + 0.2 noise does not reach the labels.
  const ticks = d3Ticks(first, last, count).map((tick) => (tick === 0 ? 0 : tick)); // no "-0" labels
  return { domain: { min: first, max: last }, ticks, step };
}

/** A tick label with as many decimals as the step needs. */
export function formatTick(value: number, step: number): string {
  const text = value.toFixed(stepDecimals(step));
  return text.startsWith('-') && Number(text) === 0 ? text.slice(1) : text;
}
