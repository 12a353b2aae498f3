/**
 * What a page costs the browser, measured in Chromium on the built widgets: the scripts it
 * loads from the static folder (gzip size of each built file) and how many react-dom copies
 * render on it. Shared by `npm run size`, `npm run bench` and the browser journeys.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { distDir, waitForSlots } from './harness';

export const staticDir = path.join(distDir, 'static/apps/courses');
const STATIC_PREFIX = '/static/apps/courses/';

/** gzip -9 of a built file, as a server that precompresses its static files would send it. */
export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Starts recording every script the page loads from the widgets' static folder. */
export function recordScripts(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(STATIC_PREFIX) && pathname.endsWith('.js')) loaded.add(pathname);
  });
  return loaded;
}

/** The total gzip size of scripts recorded by `recordScripts`, read from dist/. */
export function scriptBytes(pathnames: Iterable<string>): number {
  let bytes = 0;
  for (const pathname of pathnames) {
    const file = path.join(staticDir, pathname.slice(STATIC_PREFIX.length));
    if (fs.existsSync(file)) bytes += gzipSize(file);
  }
  return bytes;
}

/**
 * How many react-dom copies rendered the page's roots. Each copy tags the containers it renders
 * into with `__reactContainer$<its own random key>`, so distinct keys are distinct copies.
 */
export function reactDomCopies(page: Page): Promise<number> {
  return page.evaluate(() => {
    const keys = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('*')))
      for (const name of Object.keys(element))
        if (name.startsWith('__reactContainer$')) keys.add(name);
    return keys.size;
  });
}

/** How long no new script must come before a page's weight is read. */
const SETTLED_MS = 1500;

export interface PageWeight {
  scripts: number;
  bytes: number;
  reactDoms: number;
}

/**
 * Loads a page and measures what it took to become usable: every slot mounted and the network
 * quiet (so what the widgets fetch right after mounting counts too).
 */
export async function measurePage(page: Page, url: string): Promise<PageWeight> {
  const loaded = recordScripts(page);
  await page.goto(url);
  await waitForSlots(page);
  await page.waitForLoadState('networkidle');
  // A widget may fetch code once its data has come (the markup renderer for a module's
  // intro), after a quiet moment that ends 'networkidle': the page is measured once no
  // script has come for SETTLED_MS.
  for (let seen = -1; seen !== loaded.size;) {
    seen = loaded.size;
    await page.waitForTimeout(SETTLED_MS);
    await page.waitForLoadState('networkidle');
  }
  return {
    scripts: loaded.size,
    bytes: scriptBytes(loaded),
    reactDoms: await reactDomCopies(page),
  };
}
