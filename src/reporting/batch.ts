import type { BatchedEvent, ReportBatch, ReportEvent } from './events';

export interface ReportQueueOptions {
  release: string;
  page: string;
  send: (batch: ReportBatch) => void;
  /** Milliseconds since the page started (performance.now in a browser). */
  now: () => number;
  /** A batch is sent as soon as it holds this many different events. */
  maxEvents?: number;
  /** A page sends at most this many batches: a widget failing in a loop cannot flood anyone. */
  maxBatches?: number;
}

/** What makes two events the same for counting: everything but a vital's latest value. */
function keyOf(event: ReportEvent): string {
  if (event.type === 'vital') return `vital:${event.name}`;
  return JSON.stringify(event);
}

/**
 * Events batched for sending: the same event again is counted rather than repeated, a vital
 * keeps its latest value, and a batch leaves when `flush` is called (page hide, a timer) or when
 * it is full.
 */
export class ReportQueue {
  private readonly events = new Map<string, BatchedEvent>();
  private sent = 0;

  constructor(private readonly options: ReportQueueOptions) {}

  get size(): number {
    return this.events.size;
  }

  add(event: ReportEvent): void {
    const key = keyOf(event);
    const seen = this.events.get(key);
    if (seen && event.type !== 'vital') seen.count += 1;
    else
      this.events.set(key, { ...event, at: Math.round(seen?.at ?? this.options.now()), count: 1 });
    if (this.events.size >= (this.options.maxEvents ?? 30)) this.flush();
  }

  /** Sends what is queued as one batch (nothing when empty or over the page's limit). */
  flush(): void {
    if (this.events.size === 0) return;
    const events = [...this.events.values()];
    this.events.clear();
    if (this.sent >= (this.options.maxBatches ?? 20)) return;
    this.sent += 1;
    this.options.send({ release: this.options.release, page: this.options.page, events });
  }
}
