import { test } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';
const session = startDemoSession();
async function order(page: Page, n: number) {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab');
    out.push(
      await page.evaluate(() => {
        const e = document.activeElement as HTMLElement;
        const name =
          e.getAttribute('aria-label') ??
          (e as HTMLInputElement).labels?.[0]?.textContent ??
          e.textContent ??
          '';
        return `${e.tagName} ${e.getAttribute('role') ?? ''} ${e.getAttribute('type') ?? ''} "${name.trim().slice(0, 50)}"`;
      }),
    );
  }
  return out.join('\n');
}
test('explore', async () => {
  const page = await newPage(session.browser);
  await login(page, session.demo.url, 'premium_student');
  await page.goto(
    `${session.demo.url}/courses/climate-data/reading-temperature-data/plot-city-temperatures/intro/`,
  );
  await waitForSlots(page);
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await app.getByRole('button', { name: /^Step 1 of 2/ }).waitFor();
  await page.waitForTimeout(1000);
  console.log('GRAPH STEP\n' + (await order(page, 45)));
  await page.goto(`${session.demo.url}/courses/climate-data/comparing-cities/climate-check/intro/`);
  await waitForSlots(page);
  await page.waitForTimeout(1000);
  console.log('ASSESS INTRO\n' + (await order(page, 30)));
});
