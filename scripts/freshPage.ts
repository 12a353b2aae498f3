/** A page in a fresh browser context for the benches: an empty cache, logged in or not. */
import type { Browser, Page } from 'playwright-core';
import { login, newPage } from '../tests/browser/harness';

/** A fresh browser context (empty cache) logged in as `username`, or a visitor's. */
export async function freshPage(
  browser: Browser,
  baseUrl: string,
  username?: string,
): Promise<Page> {
  if (!username) return newPage(await browser.newContext());
  const setup = await browser.newContext();
  const page = await setup.newPage();
  await login(page, baseUrl, username);
  const storageState = await setup.storageState();
  await setup.close();
  return newPage(await browser.newContext({ storageState }));
}
