import type { MarkupFailure } from './types';

/**
 * Bounds that keep a hostile or broken source from freezing the page. Parsing runs on the main
 * thread, so instead of being interrupted it checks these as it goes and gives up with a
 * message a person can read.
 */
export interface MarkupLimits {
  /** Longest source accepted, in characters (a long lesson is about 200 000). */
  maxSourceChars: number;
  /** Deepest nesting of blocks, lists, quotes and inline formatting. */
  maxDepth: number;
  /** Most table cells in one document. */
  maxTableCells: number;
  /** Most elements in the sanitised output. */
  maxNodes: number;
  /** Wall-clock budget for one parse, in milliseconds. */
  maxMilliseconds: number;
}

export const DEFAULT_LIMITS: MarkupLimits = {
  maxSourceChars: 600_000,
  maxDepth: 32,
  maxTableCells: 20_000,
  maxNodes: 80_000,
  maxMilliseconds: 2_000,
};

/** Thrown from deep inside parsing to abandon it; caught once, in parseMarkup. */
export class MarkupLimitError extends Error {
  constructor(readonly failure: MarkupFailure) {
    super(failure.message);
    this.name = 'MarkupLimitError';
  }
}

const PREFIX = 'This content could not be displayed: ';

export function sizeFailure(chars: number, limits: MarkupLimits): MarkupFailure {
  const kb = (n: number) => Math.ceil(n / 1000);
  return {
    reason: 'size',
    message: `${PREFIX}it is ${kb(chars)} KB long and the limit is ${kb(limits.maxSourceChars)} KB.`,
  };
}

export function depthFailure(limits: MarkupLimits): MarkupFailure {
  return {
    reason: 'depth',
    message: `${PREFIX}it is nested more than ${limits.maxDepth} levels deep.`,
  };
}

export function timeFailure(limits: MarkupLimits): MarkupFailure {
  return {
    reason: 'time',
    message: `${PREFIX}it took longer than ${limits.maxMilliseconds / 1000} seconds to process.`,
  };
}

export function tableFailure(limits: MarkupLimits): MarkupFailure {
  return {
    reason: 'table',
    message: `${PREFIX}its tables have more than ${limits.maxTableCells} cells.`,
  };
}

export function nodesFailure(limits: MarkupLimits): MarkupFailure {
  return {
    reason: 'nodes',
    message: `${PREFIX}it would create more than ${limits.maxNodes} elements.`,
  };
}

export const INTERNAL_FAILURE: MarkupFailure = {
  reason: 'internal',
  message: `${PREFIX}an unexpected error occurred while reading it.`,
};

/**
 * Calls to `check` between two readings of the clock. The tokenizers call it at every inline
 * position, where reading the clock each time cost more than the tokenizing; each call does a
 * bounded amount of work, so a few dozen of them cannot overrun the deadline noticeably.
 */
const CALLS_PER_CLOCK_READING = 32;

/** A deadline checked cooperatively by the tokenizers and tree walks. */
export class Budget {
  private readonly deadline: number;
  private calls = 0;

  constructor(readonly limits: MarkupLimits) {
    this.deadline = performance.now() + limits.maxMilliseconds;
  }

  check(): void {
    this.calls += 1;
    if (this.calls % CALLS_PER_CLOCK_READING === 0) this.checkNow();
  }

  /** Reads the clock now: for the walks that already call it sparingly, and between stages. */
  checkNow(): void {
    if (performance.now() > this.deadline) throw new MarkupLimitError(timeFailure(this.limits));
  }

  checkDepth(depth: number): void {
    if (depth > this.limits.maxDepth) throw new MarkupLimitError(depthFailure(this.limits));
  }
}
