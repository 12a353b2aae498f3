/**
 * Timed rows of `npm run bench` and `npm run bench:datatool`: each try's ms beside the reference
 * workload's ms timed just before it (scripts/referenceWorkload.ts), summarised as a median in ms
 * and as a multiple of the reference, with its spread, and judged on the multiple.
 */
import type { TimeBudget } from './budgets';
import { median } from './median';

export interface TimedRow {
  label: string;
  /** Each try's time, ms. */
  times: number[];
  /** The reference workload's ms timed beside each try, in the same order. */
  references: number[];
  budget: TimeBudget;
}

export interface TimedSummary {
  medianMs: number;
  minMs: number;
  maxMs: number;
  referenceMs: number;
  /** Median of each try's time over its reference. */
  multiple: number;
  /** The slowest try's multiple. */
  worstMultiple: number;
  /** Half the interquartile range of the multiples, as a share of their median. */
  spread: number;
  within: boolean;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function summarise(row: TimedRow): TimedSummary {
  const multiples = row.times.map((ms, i) => ms / (row.references[i] ?? NaN));
  const sorted = [...multiples].sort((a, b) => a - b);
  const multiple = median(multiples);
  const worstMultiple = sorted[sorted.length - 1] ?? 0;
  return {
    medianMs: median(row.times),
    minMs: Math.min(...row.times),
    maxMs: Math.max(...row.times),
    referenceMs: median(row.references),
    multiple,
    worstMultiple,
    spread: (quantile(sorted, 0.75) - quantile(sorted, 0.25)) / 2 / multiple,
    within:
      multiple <= row.budget.multiple &&
      (row.budget.worstMultiple === undefined || worstMultiple <= row.budget.worstMultiple),
  };
}

export const TIMED_HEADER = [
  'median ms',
  'min-max ms',
  'reference ms',
  'x reference',
  'spread',
  'worst x',
  'budget x (ms)',
  'verdict',
];

/** The cells after the label: ms, the reference, the multiple with its spread, the verdict. */
export function timedCells(row: TimedRow, summary: TimedSummary): string[] {
  const { budget } = row;
  const worstBudget =
    budget.worstMultiple === undefined ? '' : `, worst ${budget.worstMultiple.toFixed(1)}`;
  return [
    summary.medianMs.toFixed(0),
    `${summary.minMs.toFixed(0)}-${summary.maxMs.toFixed(0)}`,
    summary.referenceMs.toFixed(1),
    summary.multiple.toFixed(2),
    `±${(summary.spread * 100).toFixed(0)}%`,
    summary.worstMultiple.toFixed(2),
    `${budget.multiple.toFixed(1)}${worstBudget} (${budget.ms})`,
    summary.within ? 'within' : 'OVER',
  ];
}
