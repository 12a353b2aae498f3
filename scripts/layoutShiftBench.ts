/**
 * Cumulative layout shift while widgets mount into server-rendered pages and load their data
 * (issue 25), measured with a layout-shift observer and no input, each page in a fresh context
 * (an empty cache), for `npm run bench`. The Django example's page is measured by its own
 * browser journey (tests/browser/django-example.test.ts), which runs Django.
 */
import type { Browser } from 'playwright-core';
import { login, newPage } from '../tests/browser/harness';
import { measureLayoutShift, type LayoutShift } from '../tests/browser/layoutShift';

export interface LayoutShiftRow extends LayoutShift {
  label: string;
}

/** The pages measured: label, path and who is logged in (none for a visitor). */
export function layoutShiftPages(
  stepPath: string,
  dataToolStepPath: string,
): [string, string, string?][] {
  return [
    ['course list', '/courses/'],
    ['course step', stepPath, 'premium_student'],
    ['data tool step', dataToolStepPath, 'student'],
    ['all widgets', '/demo/all/'],
    ['datasets', '/datasets/'],
    ['a dataset', '/tableview/dataset/world-city-temperatures/'],
    ['keywords', '/demo/keywords/'],
  ];
}

export async function measureLayoutShifts(
  browser: Browser,
  baseUrl: string,
  stepPath: string,
  dataToolStepPath: string,
): Promise<LayoutShiftRow[]> {
  const rows: LayoutShiftRow[] = [];
  for (const [label, path, user] of layoutShiftPages(stepPath, dataToolStepPath)) {
    const context = await browser.newContext();
    if (user) await login(await context.newPage(), baseUrl, user);
    const page = await newPage(context);
    rows.push({ label, ...(await measureLayoutShift(page, baseUrl + path)) });
    await context.close();
  }
  return rows;
}
