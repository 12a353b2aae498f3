/**
 * Prints built sizes (gzip, default level): each remote's emitted JavaScript, and what the
 * browser actually loads for the all-widgets page and for each widget alone on a page.
 * Run after `npm run build`:  npm run size
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WIDGETS } from '../widgets/registry';
import { distDir, launchBrowser, startDemo, waitForSlots } from '../tests/browser/harness';

const staticDir = path.join(distDir, 'static/apps/courses');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;

function jsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

function remoteTable(): void {
  console.log('Remote                 files  all JS (gzip)  entry+mount (gzip)');
  for (const widget of WIDGETS) {
    const dir = path.join(staticDir, widget);
    const files = jsFiles(dir);
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const own = files
      .filter((file) => /remoteEntry|__federation_expose_mount/.test(file))
      .reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(
      `${widget.padEnd(22)} ${String(files.length).padStart(5)}  ${kib(total).padStart(13)}  ${kib(own).padStart(18)}`,
    );
  }
  console.log(
    `${'loader.js'.padEnd(22)} ${'1'.padStart(5)}  ${kib(gzipSize(path.join(staticDir, 'loader.js'))).padStart(13)}`,
  );
}

async function pageWeights(): Promise<void> {
  const demo = await startDemo();
  const browser = await launchBrowser();
  const measure = async (pagePath: string) => {
    const page = await browser.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js') && url.pathname.startsWith('/static/'))
        loaded.add(url.pathname);
    });
    await page.goto(demo.url + pagePath);
    await waitForSlots(page);
    await page.close();
    let bytes = 0;
    for (const pathname of loaded) {
      const file = pathname.startsWith('/static/apps/courses/')
        ? path.join(staticDir, pathname.slice('/static/apps/courses/'.length))
        : undefined;
      if (file && fs.existsSync(file)) bytes += gzipSize(file);
    }
    return { files: loaded.size, bytes };
  };
  console.log('\nPage                              scripts  JS loaded (gzip)');
  const rows: [string, string][] = [
    ['all widgets', '/demo/all/'],
    ...WIDGETS.map((w): [string, string] => [`${w} alone`, `/demo/widget/${w}/`]),
  ];
  for (const [label, pagePath] of rows) {
    const { files, bytes } = await measure(pagePath);
    console.log(`${label.padEnd(33)} ${String(files).padStart(7)}  ${kib(bytes).padStart(16)}`);
  }
  await browser.close();
  await demo.stop();
}

remoteTable();
await pageWeights();
