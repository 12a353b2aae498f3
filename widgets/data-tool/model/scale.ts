/** Linear scales and "nice" axis ticks, written out so the widget needs no chart library. */

export interface Domain {
  min: number;
  max: number;
}

/** Maps `domain` onto the pixel range [from, to] (to may be smaller, as on a y axis). */
export function linearScale(domain: Domain, from: number, to: number): (value: number) => number {
  const span = domain.max - domain.min;
  if (span === 0) return () => (from + to) / 2;
  return (value) => from + ((value - domain.min) / span) * (to - from);
}

/** The smallest and largest value, or null for no values. */
export function extent(values: readonly number[]): Domain | null {
  if (values.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** A step of 1, 2 or 5 times a power of ten that splits `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1.5 ? 1 : fraction <= 3 ? 2 : fraction <= 7 ? 5 : 10;
  return nice * power;
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
  const step = niceStep(max - min, count);
  const decimals = stepDecimals(step);
  const round = (value: number) => Number(value.toFixed(decimals));
  const first = round(Math.floor(min / step) * step);
  const last = round(Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let i = 0; ; i++) {
    const tick = round(first + i * step);
    if (tick > last + step / 2) break;
    ticks.push(tick === 0 ? 0 : tick); // no "-0" labels
  }
  return { domain: { min: first, max: last }, ticks, step };
}

/** A tick label with as many decimals as the step needs. */
export function formatTick(value: number, step: number): string {
  const text = value.toFixed(stepDecimals(step));
  return text.startsWith('-') && Number(text) === 0 ? text.slice(1) : text;
}
