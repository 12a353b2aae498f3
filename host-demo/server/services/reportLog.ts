import type { ReportBatch } from '../../../src/reporting/events';

/** A report batch as the collector received it, numbered in arrival order. */
export interface ReceivedReport {
  seq: number;
  receivedAt: string;
  report: ReportBatch;
}

/** The demo keeps the latest reports in memory; older ones drop off. */
const KEEP = 500;

/**
 * The demo collector's log: what /demo/monitor/ shows. Memory only, like the tail of a real
 * collector's stream; it holds nothing personal (the format has no place for it).
 */
export class ReportLog {
  private readonly reports: ReceivedReport[] = [];
  private seq = 0;

  add(report: ReportBatch): ReceivedReport {
    const received = { seq: ++this.seq, receivedAt: new Date().toISOString(), report };
    this.reports.push(received);
    if (this.reports.length > KEEP) this.reports.shift();
    return received;
  }

  /** Reports received after `seq` (0: all kept), oldest first. */
  since(seq: number): ReceivedReport[] {
    return this.reports.filter((received) => received.seq > seq);
  }
}
