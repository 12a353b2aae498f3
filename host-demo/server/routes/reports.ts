import { Hono } from 'hono';
import { ReportBatchSchema } from '../../../src/reporting/schema';
import type { AppEnv } from '../http/appEnv';
import { Invalid } from '../services/errors';
import { validate } from '../http/readBody';

/** Where pages send reports (COURSES_CONFIG.report) and where the monitor reads them. */
export const REPORTS_PATH = '/demo/monitor/reports';
/** A beacon carries at most 64 kB; a batch is far smaller. */
const MAX_REPORT_BYTES = 64 * 1024;

/**
 * The demo's report collector. A page sends each batch with navigator.sendBeacon, which can
 * set no header: the body is JSON sent as text/plain (a request any page may make without a
 * preflight). The collector is exempt from the anti-forgery check (http/csrf.ts) and safe
 * without it: it reads no cookie or session, acts for nobody, and changes nothing but the
 * report log, so a forged report can do no more than one sent by curl.
 */
export const reportRoutes = new Hono<AppEnv>();

reportRoutes.post(REPORTS_PATH, async (c) => {
  const type = (c.req.header('content-type') ?? 'text/plain').split(';', 1)[0]!.trim();
  if (type !== 'text/plain' && type !== 'application/json')
    return c.json({ detail: 'Send the report as text/plain or application/json.' }, 415);
  const text = await c.req.text();
  if (text.length > MAX_REPORT_BYTES) return c.json({ detail: 'The report is too large.' }, 413);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Invalid('JSON parse error: the report is not valid JSON.');
  }
  const report = validate(ReportBatchSchema, data);
  c.get('server').reports.add(report);
  return c.body(null, 204);
});

/** Reports received after `after` (a seq), oldest first: what /demo/monitor/ polls. */
reportRoutes.get(REPORTS_PATH, (c) => {
  const after = Number(c.req.query('after') ?? '0');
  const reports = c.get('server').reports.since(Number.isInteger(after) ? after : 0);
  c.header('Cache-Control', 'no-store');
  return c.json({ reports });
});
