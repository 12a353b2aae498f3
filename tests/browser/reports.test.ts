/**
 * Reports from a real page (issue 27): the failure-handling page, opened by a logged-in
 * student, fails in the ways it shows (a remote that does not load, a lesson whose calls fail,
 * a widget that crashes) and is measured; once the page is hidden, its batch reaches the demo's
 * collector, the monitor shows it, and nothing in it names the student or their session.
 */
import { expect, test } from 'vitest';
import { login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

interface Received {
  seq: number;
  report: { release: string; page: string; events: Record<string, unknown>[] };
}

async function collected(): Promise<Received[]> {
  const response = await fetch(`${session.demo.url}/demo/monitor/reports`);
  return ((await response.json()) as { reports: Received[] }).reports;
}

test('errors, failed calls and vitals of a real page reach the collector, with nothing personal', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  await login(page, session.demo.url, 'student');
  // The page's failing lesson call must have failed before the page is left, or there is no
  // failed call to report (on a loaded machine the reply can come after the widgets mount).
  const lessonFailed = page.waitForResponse(
    (response) => /\/api\/lessons\//.test(response.url()) && response.status() === 404,
  );
  await page.goto(`${session.demo.url}/demo/faults/`);
  await waitForSlots(page);
  await page.getByTestId('widget.crashed').waitFor();
  await lessonFailed;
  const release = await page.evaluate(() => window.CoursesWidgets?.version);
  // An interaction, for INP.
  await page.getByRole('heading', { name: 'Failure handling' }).click();
  const cookies = (await context.cookies()).map((cookie) => cookie.value);

  // Leaving the page hides it: the batch is sent as a beacon.
  await page.goto('about:blank');
  await expect
    .poll(async () => (await collected()).flatMap((r) => r.report.events.map((e) => e.type)), {
      timeout: 20_000,
    })
    .toEqual(expect.arrayContaining(['load-failure', 'render-error', 'api-failure', 'vital']));

  const reports = await collected();
  const events = reports.flatMap((received) => received.report.events);
  expect(reports.every((received) => received.report.release === release)).toBe(true);
  expect(reports.every((received) => received.report.page === '/demo/faults/')).toBe(true);
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        type: 'load-failure',
        widget: 'embed-dialog',
        slot: 'broken-remote',
      }),
      expect.objectContaining({
        type: 'render-error',
        widget: 'crash-demo',
        error: expect.objectContaining({
          name: 'TypeError',
          message: 'The crash demo widget failed while rendering',
        }) as unknown,
      }),
      expect.objectContaining({ type: 'api-failure', path: '/api/lessons/:id/', status: 404 }),
      expect.objectContaining({ type: 'vital', name: 'LCP' }),
      expect.objectContaining({ type: 'vital', name: 'CLS' }),
    ]),
  );
  const crash = events.find((event) => event.type === 'render-error') as {
    error: { stack?: string[] };
  };
  expect(crash.error.stack?.length).toBeGreaterThan(0);

  // Nothing personal: not the student's name, nor their session or anti-forgery cookie.
  const text = JSON.stringify(reports);
  expect(text).not.toMatch(/student/i);
  for (const value of cookies) expect(text).not.toContain(value);

  // The monitor shows them as they arrive.
  const monitor = await newPage(context);
  await monitor.goto(`${session.demo.url}/demo/monitor/`);
  await monitor.locator('#report-rows tr[data-type="render-error"]').first().waitFor();
  await expect(monitor.locator('#report-rows').textContent()).resolves.toContain('crash-demo');
  expect(page.errors).toEqual([]);
  expect(monitor.errors).toEqual([]);
  await context.close();
});
