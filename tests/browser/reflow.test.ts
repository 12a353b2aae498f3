/**
 * Reflow (WCAG 2.1 1.4.10, issue 10 item 6): at 320 CSS px wide and at 1280 px with 200% zoom,
 * every demo page a user meets scrolls only vertically and every control is within the
 * window's width, or inside a scrollable region that is (a data table scrolls on its own, the
 * exception the criterion makes for two-dimensional content).
 */
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { COURSE, FIRST_LESSON, stepIds } from './climateCourse';
import { login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';
import { REVIEW, submitAssessment } from './submittedAssessment';

const session = startDemoSession();

/**
 * The two windows of the criterion. Chromium's deviceScaleFactor only sharpens pixels; it does
 * not zoom the layout. 200% zoom of a 1280 x 800 window lays pages out in 640 x 400 CSS px, so
 * that is the window emulated for it.
 */
const WINDOWS = [
  { name: '320 px', width: 320, height: 568 },
  { name: '1280 px at 200% zoom', width: 640, height: 400 },
] as const;

/** What a page must say it is horizontally too wide, or which controls lie beyond the window. */
function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) problems.push(`page is ${root.scrollWidth} px wide`);
    const outside = (box: DOMRect) => box.left < -0.5 || box.right > width + 0.5;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), [role="button"], [role="tab"], [role="combobox"]',
    );
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      // Not shown, or visually hidden for screen readers (1 px): nothing to reach by sight.
      if (!control.checkVisibility({ visibilityProperty: true }) || box.width <= 1) continue;
      if (!outside(box)) continue;
      // Beyond the window: fine only inside a region the user can scroll, itself in view.
      let region = control.parentElement;
      while (region && !/auto|scroll/.test(getComputedStyle(region).overflowX)) {
        region = region.parentElement;
      }
      const scrollsOnItsOwn =
        region !== null && region !== root && !outside(region.getBoundingClientRect());
      if (!scrollsOnItsOwn) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        problems.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" at ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return problems;
  });
}

/** Opens a path and waits for what shows it is ready. */
async function open(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${session.demo.url}${path}`);
  await ready(page);
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).waitFor();
const slotsAnd = (selector: string) => async (page: Page) => {
  await waitForSlots(page);
  await page.locator(selector).first().waitFor();
};

// The student's review page exists once the assessment is submitted.
beforeAll(() => submitAssessment(session.browser, session.demo.url));

for (const view of WINDOWS) {
  test(`every demo page reflows at ${view.name}`, async () => {
    const { width, height } = view;
    const context = await session.browser.newContext({ viewport: { width, height } });
    const page = await newPage(context);
    // A teacher meets the most controls (Feedback, Assign, the student view switch).
    await login(page, session.demo.url, 'teacher');
    const [firstStep] = await stepIds(page, 'what-is-an-average-temperature');
    const [dataStep] = await stepIds(page, 'plot-city-temperatures');
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      [`${COURSE}/`, heading('Reading Temperature Data')],
      [`${FIRST_LESSON}/${firstStep}/`, heading(/Step 1 of 3$/)],
      [`${COURSE}/reading-temperature-data/plot-city-temperatures/${dataStep}/`, slotsAnd('table')],
      ['/demo/all/', slotsAnd('#data-tool-root table')],
      ['/datasets/', (page) => page.getByRole('heading', { name: 'All datasets' }).waitFor()],
      ['/tableview/dataset/world-city-temperatures/', slotsAnd('#data-tool-root table')],
      ['/demo/lesson/', heading('Weather Watch')],
      ['/', heading('Courses demo')],
      ['/demo/keywords/', heading('Keywords')],
      ['/demo/faults/', (page) => waitForSlots(page)],
      ['/tutorials/', heading('Tutorials')],
    ];
    for (const [path, ready] of pages) {
      await open(page, path, ready);
      expect(await reflowProblems(page), path).toEqual([]);
    }

    // The keyword popover opens inside the window, height included, on a lesson step.
    await open(page, `${FIRST_LESSON}/${firstStep}/`, heading(/Step 1 of 3$/));
    await page.getByRole('button', { name: 'temperature', exact: true }).click();
    const popover = page.getByRole('dialog', { name: 'temperature' });
    await popover.getByRole('heading', { name: 'temperature' }).waitFor();
    const box = await popover.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(box && box.y >= 0 && box.y + box.height <= height).toBe(true);
    await context.close();

    // The review page of the student who submitted the assessment.
    const studentContext = await session.browser.newContext({ viewport: { width, height } });
    const studentPage = await newPage(studentContext);
    await login(studentPage, session.demo.url, 'student');
    await open(studentPage, REVIEW, (page) =>
      page.getByTestId('lesson-player.review').getByText('Performance: 67%').waitFor(),
    );
    expect(await reflowProblems(studentPage), REVIEW).toEqual([]);
    await studentContext.close();
  });
}

test('the premium notice reads as a paragraph at every width', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  // A teacher without a subscription: the notice with its Upgrade button.
  await login(page, session.demo.url, 'teacher');
  const [premiumStep] = await stepIds(page, 'reading-sprint-times');
  const places = [
    '/courses/sports-statistics/',
    `/courses/sports-statistics/measuring-performance/reading-sprint-times/${premiumStep}/`,
  ];
  for (const [width, path] of [320, 640, 1280, 1920].flatMap((w) =>
    places.map((p) => [w, p] as const),
  )) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, path, slotsAnd('#lesson-player-root h1'));
    const notice = page.getByTestId('lesson-player.premium-notice').first();
    await notice.waitFor();
    const sizes = await notice.evaluate((element) => ({
      notice: element.getBoundingClientRect().width,
      text: element.querySelector('.courses-alert-message')?.getBoundingClientRect().width ?? 0,
    }));
    // The text takes most of the notice, not a column of a few characters beside the button.
    expect(sizes.text, `${path} at ${width} px`).toBeGreaterThanOrEqual(0.6 * sizes.notice);
    const upgrade = await notice.getByRole('link', { name: 'Upgrade' }).boundingBox();
    expect(upgrade && upgrade.x + upgrade.width <= width, `${path} at ${width} px`).toBe(true);
  }
  await context.close();
});

test('every dialog and menu fits a 320 px window', async () => {
  const context = await session.browser.newContext({ viewport: { width: 320, height: 568 } });
  const page = await newPage(context);
  // premium_teacher meets every dialog: classes to share with and to assign to.
  await login(page, session.demo.url, 'premium_teacher');
  const check = async (state: string, dialog: ReturnType<Page['getByRole']>) => {
    await dialog.waitFor();
    await expect.poll(() => reflowProblems(page), { message: state }).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  };
  await open(page, '/demo/all/', slotsAnd('#data-tool-root table'));
  for (const [scope, button, name] of [
    ['#feedback-dialog-root', 'Feedback', /^Feedback/],
    ['#embed-dialog-root', 'Embed', /^Embed/],
    ['#dataset-popups-root', 'About', /^About/],
    ['#dataset-popups-root', 'Vocabulary', /^Vocabulary/],
    ['#data-tool-root', 'Save Plot', /^Save Plot/],
  ] as const) {
    await page.locator(scope).getByRole('button', { name: button, exact: true }).click();
    await check(button, page.getByRole('dialog', { name }));
  }
  await page
    .locator('#dataset-popups-root')
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  const share = page.getByRole('dialog', { name: /^Share/ });
  for (const tab of ['Share to Class', 'Email', 'Direct Link']) {
    await share.getByRole('tab', { name: tab }).click();
    await expect.poll(() => reflowProblems(page), { message: tab }).toEqual([]);
  }
  await check('Share', share);
  const actions = page.getByRole('button', { name: 'Dataset actions' });
  for (const item of ['Notes/History', 'Metadata Changes']) {
    await actions.click();
    await expect.poll(() => reflowProblems(page), { message: 'actions menu' }).toEqual([]);
    await page.getByRole('menuitem', { name: item }).click();
    await check(item, page.getByRole('dialog', { name: new RegExp(`^${item.split('/')[0]}`) }));
  }

  await open(page, `${FIRST_LESSON}/intro/`, heading('What Is an Average Temperature?'));
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const assign = page.getByRole('dialog', { name: /^Assign/ });
  await assign.getByRole('tab', { name: 'Share to Class' }).waitFor();
  await check('Assign', assign);
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await check('tour', page.getByRole('dialog'));
  await page.getByRole('button', { name: 'Course menu' }).click();
  await check('course menu', page.getByRole('dialog', { name: 'Course menu' }));
  await context.close();
});
