/**
 * A tablet in both orientations (1024 x 768 and 768 x 1024), used by touch: the course's
 * contents (a side drawer in a wide slot, a menu behind "Course menu" in a narrow one), the step
 * menu, a keyword popover opened by a tap and the data tool's axes assigned by a touch drag, with
 * no page scrolling sideways.
 */
import { expect } from 'vitest';
import type { Driver } from '../driver';
import type { PageOptions } from '../engine';
import { COURSE, PLAYER, expectNoPageErrors, logIn, open, type JourneyContext } from './common';
import { graphTitle } from './widgets';

export const TABLET_VIEWS = {
  landscape: { viewport: { width: 1024, height: 768 } },
  portrait: { viewport: { width: 768, height: 1024 } },
} satisfies Record<string, PageOptions>;

const LESSON = /^What Is an Average Temperature\?/;
const CONTENTS = 'nav[aria-label="Course contents"]';

/** The layout the player chose for its slot: 'wide' or 'narrow'. */
const playerLayout = () =>
  document.querySelector('[data-testid="lesson-player.frame"]')?.getAttribute('data-layout') ?? '';

/** Whether the course's header shows Enroll or Exit Course: the page has its course. */
const courseHeaderShown = () =>
  [...document.querySelectorAll('#lesson-player-root button')].some((button) =>
    ['Enroll', 'Exit Course'].includes(button.textContent?.trim() ?? ''),
  );

/** How far the page scrolls sideways (0 when it fits its window). */
const sidewaysOverflow = () => {
  const root = document.scrollingElement ?? document.documentElement;
  return Math.max(0, root.scrollWidth - root.clientWidth);
};

async function expectNoSidewaysScroll(d: Driver, where: string) {
  expect(await d.evaluate(sidewaysOverflow, null), `sideways scroll on ${where}`).toBe(0);
}

export async function tabletCourse(d: Driver, { url, students }: JourneyContext) {
  await logIn(d, url, students.tablet);
  await open(d, `${url}${COURSE}/`);
  // The same student takes the course in both orientations: enrolled on the first.
  await d.waitFor(courseHeaderShown, null, 'the course header');
  if (await d.has({ role: 'button', name: 'Enroll', within: PLAYER }))
    await d.click({ role: 'button', name: 'Enroll', within: PLAYER }, 'touch');
  // The course's header is drawn, so the player has measured its slot.
  await d.locate({ role: 'button', name: 'Exit Course', within: PLAYER });
  await expectNoSidewaysScroll(d, 'the course page');

  // The contents: a menu behind a button in a narrow slot, a drawer that hides in a wide one.
  if ((await d.evaluate(playerLayout, null)) === 'narrow') {
    await d.click({ role: 'button', name: 'Course menu', within: PLAYER }, 'touch');
    await d.locate({ css: CONTENTS });
    await expectNoSidewaysScroll(d, 'the course menu');
  } else {
    await d.click({ role: 'button', name: 'Hide contents', within: PLAYER }, 'touch');
    await d.waitForGone({ css: CONTENTS });
    await d.click({ role: 'button', name: 'Show contents', within: PLAYER }, 'touch');
  }
  await d.click({ role: 'link', name: LESSON, within: CONTENTS }, 'touch');
  await d.waitFor(
    () => location.pathname.includes('/what-is-an-average-temperature'),
    null,
    'the lesson',
  );

  // Into the lesson, then to its second step by the step menu.
  await d.click({ role: 'button', name: 'Next', within: PLAYER }, 'touch');
  await d.click({ role: 'button', name: /^Step 1 of \d+/, within: PLAYER }, 'touch');
  await d.click({ role: 'menuitem', name: /^Step 2/ }, 'touch');
  await d.locate({ role: 'button', name: /^Step 2 of \d+/, within: PLAYER });
  await expectNoSidewaysScroll(d, 'a lesson step');
  await expectNoPageErrors(d);
}

export async function tabletKeywordAndDataTool(d: Driver, { url }: JourneyContext) {
  await open(d, `${url}/demo/keywords/`);
  await d.click({ role: 'button', name: 'latitude' }, 'touch');
  const dialog = { role: 'dialog', name: 'latitude' } as const;
  await d.locate(dialog);
  await d.waitForText(/how far north or south of the equator/, '[role="dialog"]');
  await expectNoSidewaysScroll(d, 'the keyword popover');
  await d.click({ role: 'button', name: 'Close', within: '[role="dialog"]' }, 'touch');
  await d.waitForGone(dialog);

  await open(d, `${url}/demo/widget/data-tool/`);
  await d.locate({ css: '#data-tool-root table' });
  await d.drag(
    '[data-testid="data-tool.attribute.annual_c"]',
    '[data-testid="data-tool.drop-y"]',
    'touch',
  );
  const title = 'Dot plot of Annual average against Latitude, 20 points.';
  expect(await d.poll(graphTitle, null, title)).toBe(title);
  await expectNoSidewaysScroll(d, 'the data tool');
  await expectNoPageErrors(d);
}
