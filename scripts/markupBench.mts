/**
 * Times the content markup renderer on a large lesson against plain marked + DOMPurify on the
 * same text, in headless Chromium (the browsers the widgets run in; a DOM written in
 * JavaScript, as unit tests use, has other costs). The page's code (markupBench/page.tsx) is
 * bundled with React's production build. Used by `npm run bench:markup` and `npm run bench`.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/browser/harness';
import type { MarkupBenchResult } from './markupBench/page';

export type { MarkupBenchResult as MarkupBench };

const TARGET_BYTES = 200 * 1024;
/**
 * Rounds before timing, and timed rounds. Each run of a 200 KB lesson leaves megabytes for the
 * garbage collector, whose passes fall on some runs and not others, so run times come in two
 * clusters and a median of few rounds lands in either: with 15 rounds the ratio moved by up to
 * 0.3 between runs of the same code, with 45 by about half that, for some ten seconds more.
 */
export const WARM_UP_RUNS = 5;
export const TIMED_RUNS = 45;

const PAGE_URL = 'http://markup-bench.invalid/';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'scripts/markupBench/page.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('the markup benchmark page could not be built');
  return file.text;
}

/** Runs the benchmark in a page of `browser`, or of a Chromium of its own. */
export async function runMarkupBench(browser?: Browser): Promise<MarkupBenchResult> {
  const [script, own] = await Promise.all([pageScript(), browser ? null : launchBrowser()]);
  const context = await (browser ?? own)!.newContext();
  try {
    const page = await context.newPage();
    // A page of its own origin (its frames are this site's); nothing else is fetched.
    await page.route('**/*', (route) =>
      route.request().url() === PAGE_URL
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Markup</title>' })
        : route.abort(),
    );
    await page.goto(PAGE_URL);
    await page.addScriptTag({ content: script });
    return await page.evaluate(
      ([bytes, warmUps, runs]) => window.runMarkupBench!(bytes, warmUps, runs),
      [TARGET_BYTES, WARM_UP_RUNS, TIMED_RUNS] as const,
    );
  } finally {
    await context.close();
    await own?.close();
  }
}
