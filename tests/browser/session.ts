/** Per-file setup for browser tests (kept apart from the harness so scripts can use it). */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
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
  beforeAll(async () => {
    [session.demo, session.browser] = await Promise.all([startDemo(), launchBrowser()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.demo?.stop();
  });
  return session;
}
