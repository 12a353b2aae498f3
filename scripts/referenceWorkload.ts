/**
 * A fixed reference workload, timed in the same browser page and at the same CPU throttling as
 * the timing it stands beside, so `npm run bench` can say how many "references" a timing took.
 * A machine twice as slow (or twice as busy) takes about twice as long for both, so the multiple
 * holds where the milliseconds do not.
 *
 * The work is what a widget's update costs the browser: script (sorting, string building, JSON),
 * then DOM (elements created, styled, laid out and removed). It does not depend on the page it
 * runs in: its elements live in a fixed-size box of their own, taken out of the page's flow.
 */
import type { Page } from 'playwright-core';
import { median } from './median';

/** Source text evaluated in the page; resolves with the ms the workload took. */
const REFERENCE_WORKLOAD = `(() => {
  const started = performance.now();
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const numbers = Array.from({ length: 5000 }, random);
  numbers.sort((a, b) => a - b);
  const rows = numbers.slice(0, 500).map((n, i) => ({ id: i, label: 'case ' + i, value: n }));
  const copy = JSON.parse(JSON.stringify(rows));
  const box = document.createElement('div');
  box.style.cssText = 'position:fixed;left:0;top:0;width:600px;height:400px;overflow:hidden;contain:strict;visibility:hidden';
  const list = document.createElement('ul');
  for (const row of copy.slice(0, 200)) {
    const item = document.createElement('li');
    item.textContent = row.label + ': ' + row.value.toFixed(4);
    item.style.padding = (row.id % 4) + 'px';
    list.appendChild(item);
  }
  box.appendChild(list);
  document.body.appendChild(box);
  let height = 0;
  for (let i = 0; i < 3; i++) {
    list.style.fontSize = 12 + i + 'px';
    height += list.offsetHeight;
  }
  box.remove();
  return performance.now() - started + (height < 0 ? 1 : 0);
})()`;

/** One timing of the reference workload in `page`, at whatever throttling the page has now. */
export function timeReference(page: Page): Promise<number> {
  return page.evaluate<number>(REFERENCE_WORKLOAD);
}

/** The median of `rounds` timings of the reference workload in `page` (after one warm-up). */
export async function referenceMedian(page: Page, rounds: number): Promise<number> {
  await timeReference(page);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push(await timeReference(page));
  return median(times);
}
