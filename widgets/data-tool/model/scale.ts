/**
 * Axes and scales on d3-scale and d3-array: their "nice" domains and ticks (1, 2 or 5 times a
 * power of ten) replace the hand-written ones, with the same shapes the renderer reads.
 */
import { extent as d3Extent, tickStep } from 'd3-array';
import { scaleLinear } from 'd3-scale';

export interface Domain {
  min: number;
  max: number;
}

/** Maps `domain` onto the pixel range [from, to] (to may be smaller, as on a y axis). */
export function linearScale(domain: Domain, from: number, to: number): (value: number) => number {
  // d3 maps a zero-width domain to the middle of the range, which is what a single value needs.
  const scale = scaleLinear().domain([domain.min, domain.max]).range([from, to]);
  return (value) => scale(value);
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
  const scale = scaleLinear().domain([min, max]).nice(count);
  const [first = min, last = max] = scale.domain();
  const step = tickStep(first, last, count);
  // d3 computes ticks as i / (1 / step), so 0.1 + 0.2 noise does not reach the labels.
  const ticks = scale.ticks(count).map((tick) => (tick === 0 ? 0 : tick)); // no "-0" labels
  return { domain: { min: first, max: last }, ticks, step };
}

/** A tick label with as many decimals as the step needs. */
export function formatTick(value: number, step: number): string {
  const text = value.toFixed(stepDecimals(step));
  return text.startsWith('-') && Number(text) === 0 ? text.slice(1) : text;
}
