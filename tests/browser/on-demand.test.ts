/**
 * Slots that show nothing until the page asks (the course page's feedback dialog, embed dialog
 * and dataset popups) are fetched on the first request, not at page load: the journey checks
 * what the page loaded, then uses each and sees it open.
 */
import { expect, test } from 'vitest';
import { login, newPage, waitForSlots } from './harness';
import { FIRST_LESSON, stepIds } from './climateCourse';
import { recordScripts } from './pageWeight';
import { startDemoSession } from './session';

const session = startDemoSession();

const loadedWidgets = (scripts: Set<string>) =>
  [...scripts].filter((url) => /\/remoteEntry\.\w+\.js$/.test(url)).map((url) => url.split('/')[4]);

test('a teacher’s course page loads the dialogs and popups only when first asked for', async () => {
  const page = await newPage(await session.browser.newContext());
  await login(page, session.demo.url, 'teacher');
  const [firstStep] = await stepIds(page, 'what-is-an-average-temperature');
  const scripts = recordScripts(page);
  await page.goto(`${session.demo.url}${FIRST_LESSON}/${firstStep}/`);
  const states = await waitForSlots(page);
  expect(states).toMatchObject({
    'feedback-dialog-root': 'mounted',
    'dataset-popups-root': 'mounted',
  });
  await page.waitForLoadState('networkidle');
  expect(loadedWidgets(scripts)).not.toContain('feedback-dialog');
  expect(loadedWidgets(scripts)).not.toContain('dataset-popups');
  expect(loadedWidgets(scripts)).toContain('lesson-player');

  // The step's Feedback button: the dialog loads and opens on this first request.
  const app = page.locator('#lesson-player-root');
  await app.getByRole('button', { name: 'Feedback' }).first().click();
  const feedback = page.getByRole('dialog', { name: 'Feedback' });
  await feedback.waitFor();
  expect(loadedWidgets(scripts)).toContain('feedback-dialog');
  await page.keyboard.press('Escape');
  await feedback.waitFor({ state: 'detached' });

  // A page script asking for a dataset's About: answered at once, then opened.
  const answered = await page.evaluate(
    () =>
      !window.dispatchEvent(
        new CustomEvent('courses:open-dataset-popup', {
          detail: { popup: 'about', courseDatasetId: 1, datasetName: 'World City Temperatures' },
          cancelable: true,
        }),
      ),
  );
  expect(answered).toBe(true);
  await page.getByRole('dialog', { name: 'About World City Temperatures' }).waitFor();
  expect(loadedWidgets(scripts)).toContain('dataset-popups');
  await page.context().close();
});
