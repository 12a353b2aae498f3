/**
 * The reference navigation of `npm run bench`: a fixed page, served by the bench itself, that a
 * navigation timing stands beside. It costs what a widget page costs, at a fixed size: the
 * browser's navigation, an HTML response, a stylesheet, a script (from the HTTP cache on a warm
 * visit, over the throttled network on a first one) that sorts, builds JSON and renders a list
 * and a text field, then style, layout and a painted frame.
 *
 * Why a navigation and not the in-page workload (scripts/referenceWorkload.ts): a navigation
 * spreads its work over the browser's processes and threads, and the in-page workload times one
 * thread. With one busy-looping process beside the bench on 2 cores, the warm navigation to a
 * step went from 394 to 694 ms and this page's navigation from 145 to 312 ms (their ratio 2.60
 * and 2.48), while the in-page workload went from 56 to 71 ms (the ratio 7.1 then 10.1).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

const FUNCTIONS = 300;
const ROWS = 300;

/** Small functions, so the script has a bundle's share of code to compile. */
const functions = Array.from(
  { length: FUNCTIONS },
  (_, i) =>
    `function f${i}(text) { let hash = ${i}; for (let k = 0; k < text.length; k++) hash = (hash * 31 + text.charCodeAt(k)) % 1000003; return hash.toString(36) + '${'x'.repeat(i % 40)}'; }`,
);

const SCRIPT = `${functions.join('\n')}
const labels = [${functions.map((_, i) => `f${i}`).join(', ')}];
let seed = 1;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const numbers = Array.from({ length: 5000 }, random).sort((a, b) => a - b);
const rows = JSON.parse(JSON.stringify(numbers.slice(0, 500).map((value, id) => ({ id, label: 'case ' + id + ' ' + labels[id % ${FUNCTIONS}]('k' + id), value }))));
const list = document.createElement('ul');
for (const row of rows.slice(0, ${ROWS})) {
  const item = document.createElement('li');
  item.className = 'r' + (row.id % 4);
  item.textContent = row.label + ': ' + row.value.toFixed(4);
  list.appendChild(item);
}
const main = document.querySelector('main');
main.appendChild(list);
const field = document.createElement('input');
field.type = 'text';
field.setAttribute('aria-label', 'Answer');
main.appendChild(field);
`;

const STYLES = `${Array.from(
  { length: 200 },
  (_, i) =>
    `.c${i} li.r${i % 4} { padding: ${i % 7}px; color: #${String(100000 + i * 37).slice(0, 6)}; }`,
).join('\n')}
main { font: 16px system-ui, sans-serif; max-width: 60rem; margin: auto; }
li.r1 { font-weight: 600; }
li.r2 { margin-left: 8px; }`;

const PROSE = Array.from(
  { length: 60 },
  (_, i) =>
    `<p>Paragraph ${i}, as long as a line of a lesson's prose, to be laid out and painted.</p>`,
).join('');

const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference page</title>
<link rel="stylesheet" href="/reference.css"><script src="/reference.js" defer></script></head>
<body><header><h1>Reference page</h1></header><main class="c3">${PROSE}</main></body></html>`;

/** Immutable like the widgets' hashed chunks; the HTML is asked again on every visit. */
const FILES: Record<string, [type: string, cache: string, body: string]> = {
  '/reference.js': ['text/javascript', 'public, max-age=31536000, immutable', SCRIPT],
  '/reference.css': ['text/css', 'public, max-age=31536000, immutable', STYLES],
  '/': ['text/html; charset=utf-8', 'no-cache', HTML],
};

export interface ReferencePage {
  url: string;
  stop(): Promise<void>;
}

/** Serves the reference page on a free port of localhost. */
export async function startReferencePage(): Promise<ReferencePage> {
  const server = http.createServer((request, response) => {
    const file = FILES[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    const [type, cache, body] = file;
    response.writeHead(200, { 'content-type': type, 'cache-control': cache }).end(body);
  });
  // No hostname: both IPv4 and IPv6, as Chromium may resolve localhost to ::1.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs in the page once the navigation has committed: the ms from navigation start until its
 * field is on screen, plus one frame (as the step's navigation is timed).
 */
const TIME_REFERENCE_PAGE = `new Promise((resolve, reject) => {
  const poll = () => {
    if (document.querySelector('main input[type="text"]') !== null) requestAnimationFrame(() => resolve(performance.now()));
    else if (performance.now() > 30000) reject(new Error('the reference page never finished'));
    else requestAnimationFrame(poll);
  };
  poll();
})`;

/** One navigation of `page` to the reference page, at the page's throttling now: its ms. */
export async function timeReferenceNavigation(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  return page.evaluate<number>(TIME_REFERENCE_PAGE);
}
