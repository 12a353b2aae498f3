/**
 * Browser test harness: the built widgets served by the real demo server (in-process, on a free
 * port, with a fresh database) and Debian's Chromium driven by playwright-core.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { createServer } from '../../host-demo/server/app';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
/** The build the tests run on: their own (.test-build, see vitest.config.mts) or dist/. */
export const distDir = path.resolve(root, process.env.COURSES_BUILD_DIR ?? 'dist');

export interface Demo {
  /** http://localhost:PORT — the main host. */
  url: string;
  /** http://127.0.0.1:PORT — the partner host. */
  partnerUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(distDir, 'static/apps/courses/loader.js'))) {
    throw new Error(
      `The widgets are not built in ${distDir}: run \`npm run build:test\` (npm test does it first) or \`npm run build\` for dist/.`,
    );
  }
}

/** `staticDir`: serve the built files from there instead (a test that deploys releases). */
export async function startDemo(
  staticDir = path.join(distDir, 'static/apps/courses'),
): Promise<Demo> {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courses-demo-'));
  const server = createServer({
    dataDir,
    distDir: staticDir,
    mainHost: 'localhost',
  });
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    // No hostname: listen on both IPv4 and IPv6, as Chromium may resolve localhost to ::1.
    const s = serve({ fetch: server.app.fetch, port: 0 }, () => resolve(s));
  });
  const { port } = http.address() as AddressInfo;
  // Short links are built on the configured public origin; the port is known only now.
  server.context.publicOrigin = `http://localhost:${port}`;
  return {
    url: `http://localhost:${port}`,
    partnerUrl: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A page that records console errors and uncaught exceptions for assertions. */
export async function newPage(
  browser: Browser | BrowserContext,
): Promise<Page & { errors: string[] }> {
  const page = (await browser.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(`pageerror: ${error.message}`));
  return page;
}

/** Logs in through the demo login page, as a person would. */
export async function login(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/demo/login/`);
  // The user's form as the page wrote it (its anti-forgery token included), posted from the
  // page's own cookie jar: the session cookie is set without loading the home page and its
  // widgets after the redirect, which every test replaces with a page of its own anyway.
  const form = page.locator('form').filter({
    has: page.getByRole('button', { name: username, exact: true }),
  });
  const fields = await form.evaluate((element: HTMLFormElement) =>
    Object.fromEntries(
      Array.from(element.querySelectorAll('input')).map((input) => [input.name, input.value]),
    ),
  );
  const response = await page.request.post(`${baseUrl}/demo/login/`, {
    form: fields,
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`login as ${username}: ${response.status()}`);
}

/**
 * Checks a radio or checkbox as a reader does: once it is on screen and the page has drawn it
 * there. Playwright scrolls and clicks within a few ms; a step's video is a frame of another
 * site, and Chromium routes a click by the last frame's drawn layout, so a click sent right
 * after the scroll can land in the video where it sat before the scroll.
 */
export async function checkOnScreen(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  await target.check();
}

/** Waits until every slot on the page has left the loading state. */
export async function waitForSlots(page: Page, timeout = 30_000): Promise<Record<string, string>> {
  await page.waitForFunction(
    () => {
      const slots = Array.from(document.querySelectorAll<HTMLElement>('[data-widget][id]'));
      return (
        slots.length > 0 &&
        slots.every((slot) => slot.dataset.widgetState && slot.dataset.widgetState !== 'loading')
      );
    },
    undefined,
    { timeout },
  );
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLElement>('[data-widget][id]')).map((slot) => [
        slot.id,
        slot.dataset.widgetState ?? '',
      ]),
    ),
  );
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Lets finite transitions and animations end (spinners run forever and are left alone): an
 * element still fading in has part of its opacity, which axe reads as too little contrast.
 */
function settleAnimations(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
}

function runAxe(page: Page, selector?: string): Promise<string[]> {
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
    );
  }, selector);
}

/** Runs axe-core (WCAG 2.1 A and AA rules) and returns the violations, one line each. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await settleAnimations(page);
  // Evaluated through the DevTools protocol, not as an inline <script>: the pages' CSP (rightly)
  // blocks inline scripts without its nonce.
  await page.evaluate(axeSource);
  const found = await runAxe(page, selector);
  if (!found.some((line) => line.startsWith('color-contrast:'))) return found;
  // A control whose state changed while axe ran (a button enabled as its text arrived) is
  // caught mid-transition: contrast is judged again once that transition has ended. A colour
  // that truly fails fails both times.
  await settleAnimations(page);
  return runAxe(page, selector);
}
