/**
 * Prints built sizes (gzip -9): each remote's emitted JavaScript, and what the browser actually
 * loads for the all-widgets page and for each widget alone on a page (measured as `npm run
 * bench` does, without its budgets). Run after `npm run build`:  npm run size
 */
import fs from 'node:fs';
import path from 'node:path';
import { WIDGETS } from '../widgets/registry';
import { launchBrowser, startDemo } from '../tests/browser/harness';
import { gzipSize, measurePage, staticDir } from '../tests/browser/pageWeight';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The current release's files (release.json): the folder also keeps earlier releases'. */
const released = new Set(
  (JSON.parse(fs.readFileSync(path.join(staticDir, 'release.json'), 'utf8')) as { files: string[] })
    .files,
);

function jsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file))
    .filter((file) => released.has(path.relative(staticDir, file).split(path.sep).join('/')));
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
    const context = await browser.newContext(); // an empty cache for each page
    const weight = await measurePage(await context.newPage(), demo.url + pagePath);
    await context.close();
    return { files: weight.scripts, bytes: weight.bytes };
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
