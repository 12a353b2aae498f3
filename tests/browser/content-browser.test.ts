/**
 * The content browser on the demo home page (issue 13, item 5), as a visitor, a student, a Jr.
 * teacher and a premium teacher: the 3 recently published, the subject categories, the jr and
 * jr-practice filters, the lock labels per subscription, and each item opening its page.
 */
import type { Locator, Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { tabTo } from './keyboard';
import { startDemoSession } from './session';

const session = startDemoSession();

/** The seeded content, newest first: what 'Recently published' must show. */
const NEWEST_THREE = [
  'Exploring Climate with Data',
  'The Story of a Heatwave',
  'World City Temperatures',
];

async function home(
  username: string | null,
): Promise<{ page: Page & { errors: string[] }; browser: Locator }> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await newPage(context);
  if (username) await login(page, session.demo.url, username);
  await page.goto(`${session.demo.url}/`);
  const states = await waitForSlots(page);
  expect(states['content-browser-root']).toBe('mounted');
  const browser = page.locator('#content-browser-root');
  await browser.getByRole('list', { name: 'Recently published' }).waitFor();
  return { page, browser };
}

const linkTexts = (list: Locator) => list.getByRole('link').allTextContents();

/** The lock label of an item in a list, or null when it has none. */
async function lockOf(list: Locator, title: string): Promise<string | null> {
  const row = list.getByTestId('content-browser.item').filter({ hasText: title });
  const lock = row.getByTestId('content-browser.lock');
  return (await lock.count()) === 0 ? null : lock.textContent();
}

/** Opens a subject tab ('Math (4)') and returns its list (named 'Math'). */
async function openCategory(browser: Locator, tab: string): Promise<Locator> {
  await browser.getByRole('tab', { name: tab }).click();
  const list = browser.getByRole('list', { name: tab.replace(/ \(\d+\)$/, ''), exact: true });
  await list.waitFor();
  return list;
}

test('a visitor: the newest three, science first, premium and Jr. locks, an item opens its page', async () => {
  const { page, browser } = await home(null);
  expect(await linkTexts(browser.getByRole('list', { name: 'Recently published' }))).toEqual(
    NEWEST_THREE,
  );
  // Five science items, four math, one other: the most frequent category opens.
  expect(await browser.getByRole('tab', { selected: true }).textContent()).toBe('Science (5)');
  expect(await browser.getByRole('tab').allTextContents()).toEqual([
    'Math (4)',
    'Science (5)',
    'Other (1)',
  ]);

  const math = await openCategory(browser, 'Math (4)');
  expect(await lockOf(math, 'Statistics in Sport')).toBe('Premium');
  expect(await lockOf(math, 'Olympic 100 m Winning Times')).toBe('Premium');
  expect(await lockOf(math, 'Counting Pets')).toBe('Jr.');
  // The tooltip opens on hover (it is only read to screen readers until then).
  const row = math.getByTestId('content-browser.item').filter({ hasText: 'Statistics in Sport' });
  const lock = row.getByTestId('content-browser.lock');
  const premiumOnly = 'Accessible for Premium Subscribers Only';
  const description = await lock.evaluate(
    (element) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
  );
  expect(description).toBe(premiumOnly);
  const tooltip = row.getByRole('tooltip', { name: premiumOnly });
  expect(await tooltip.count()).toBe(0);
  await lock.hover();
  await tooltip.waitFor();
  expect((await tooltip.boundingBox())?.width ?? 0).toBeGreaterThan(50);

  expect(await axeViolations(page, '#content-browser-root')).toEqual([]);

  await math.getByRole('link', { name: 'Statistics in Sport' }).click();
  await page.waitForURL(/\/courses\/sports-statistics\//);
  await waitForSlots(page);
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('a student: the jr and jr-practice filters, locks as for a visitor, a dataset opens', async () => {
  const { page, browser } = await home('student');
  const math = await openCategory(browser, 'Math (4)');
  expect(await lockOf(math, 'Record Breakers')).toBe('Premium');
  expect(await lockOf(math, 'Counting Pets')).toBe('Jr.');

  await browser.getByRole('radio', { name: 'Jr. content' }).check();
  const recent = browser.getByRole('list', { name: 'Recently published' });
  await expect
    .poll(() => linkTexts(recent))
    .toEqual(['Counting Pets', 'Weather Watch', 'Class Pets']);
  await browser.getByRole('radio', { name: 'Jr. practices' }).check();
  await expect.poll(() => linkTexts(recent)).toEqual(['Counting Pets']);
  // One item, in math: the preferred category follows the filtered list.
  expect(await browser.getByRole('tab').allTextContents()).toEqual(['Math (1)']);

  await browser.getByRole('radio', { name: 'Jr. content' }).check();
  await expect.poll(() => linkTexts(recent)).toContain('Class Pets');
  await recent.getByRole('link', { name: 'Class Pets' }).click();
  await page.waitForURL(/\/tableview\/dataset\/class-pets\/$/);
  await page
    .getByRole('heading', { name: /Class Pets/ })
    .first()
    .waitFor();
  expect(page.errors).toEqual([]);
  await page.context().close();
});

test('a Jr. teacher: junior premium content opens, the rest of premium stays locked', async () => {
  const { page, browser } = await home('jr_teacher');
  const math = await openCategory(browser, 'Math (4)');
  expect(await lockOf(math, 'Counting Pets')).toBeNull();
  expect(await lockOf(math, 'Statistics in Sport')).toBe('Premium');
  await page.context().close();
});

test('a premium teacher: no locks; the chosen subject is remembered; a data story opens by keyboard', async () => {
  const { page, browser } = await home('premium_teacher');
  expect(await browser.getByTestId('content-browser.lock').count()).toBe(0);
  const math = await openCategory(browser, 'Math (4)');
  expect(await math.getByTestId('content-browser.lock').count()).toBe(0);

  // The choice is saved (dashboardPreferenceSubject): the next visit opens on Math.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const response = await fetch('/api/whoami/', { credentials: 'include' });
        const user = (await response.json()) as {
          user_preferences: { dashboardPreferenceSubject?: string };
        };
        return user.user_preferences.dashboardPreferenceSubject;
      }),
    )
    .toBe('math');
  await page.reload();
  await waitForSlots(page);
  await browser.getByRole('tab', { name: 'Math (4)', selected: true }).waitFor();

  // Keyboard only: to the data story's link, then Enter.
  await tabTo(page, /^Record Breakers$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/courses\/sports-statistics\/making-predictions\/record-breakers\//);
  await waitForSlots(page);
  expect(page.errors).toEqual([]);
  await page.context().close();
});
