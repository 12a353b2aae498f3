/** Per-file setup for browser tests (kept apart from the harness so scripts can use it). */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { watchBrowser } from './contractCheck';
import { launchBrowser, startDemo, type Demo } from './harness';

export interface DemoSession {
  demo: Demo;
  browser: Browser;
}

/**
 * Starts a demo server (fresh database) and Chromium before the file's tests and stops both
 * after them. Read the fields inside tests: they are set once the hooks have run.
 */
export function startDemoSession(): DemoSession {
  const session = {} as DemoSession;
  // Every /api/ response the journeys receive, checked against docs/openapi.json.
  const contractProblems: string[] = [];
  beforeAll(async () => {
    [session.demo, session.browser] = await Promise.all([startDemo(), launchBrowser()]);
    watchBrowser(
      session.browser,
      () => [session.demo.url, session.demo.partnerUrl],
      contractProblems,
    );
  });
  afterEach(() => {
    const found = contractProblems.splice(0);
    expect(found, 'responses that break the OpenAPI document').toEqual([]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.demo?.stop();
    expect(contractProblems, 'responses that break the OpenAPI document').toEqual([]);
  });
  return session;
}
