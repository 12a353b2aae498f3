/** Steps many journeys share: logging in as a demo user, the course's step pages. */
import { expect } from 'vitest';
import { settledInPage } from '../adapters/box';
import type { Driver } from '../driver';

export interface JourneyContext {
  url: string;
  /** The demo server's data folder (its database), to check what it holds. */
  dataDir: string;
  /** The school site's page framing `path` of the demo. */
  schoolPage: (path: string) => string;
  /** Names of the students this engine acts as (see ../people.ts). */
  students: { answers: string; assessment: string; reader: string; embed: string; tablet: string };
}

export const COURSE = '/courses/climate-data';
export const ASSESSMENT = `${COURSE}/comparing-cities/climate-check`;
export const PLAYER = '#lesson-player-root';

/** Logs in through the demo login page, as a person would. */
export async function logIn(d: Driver, baseUrl: string, username: string): Promise<void> {
  await d.goto(`${baseUrl}/demo/login/`);
  await d.click({ role: 'button', name: username });
  await d.waitFor(() => !location.pathname.startsWith('/demo/login/'), null, 'the login to end');
}

/** Opens a page of the demo and waits for its widgets, and for them to have stopped moving. */
export async function open(d: Driver, url: string): Promise<Record<string, string>> {
  await d.goto(url);
  const states = await d.waitForSlots();
  await d.waitFor(settledInPage, null, 'the widgets to stop moving');
  return states;
}

/** Enrolls the logged-in student in the free course from its page. */
export async function enroll(d: Driver, baseUrl: string): Promise<void> {
  await open(d, `${baseUrl}${COURSE}/`);
  await d.click({ role: 'button', name: 'Enroll', within: PLAYER });
  await d.locate({ role: 'button', name: 'Exit Course', within: PLAYER });
}

export async function expectNoPageErrors(d: Driver): Promise<void> {
  expect((await d.pageErrors()).join('\n')).toBe('');
}

/** The value of the field the selector names, or whether the box is checked. */
export const fieldValue = (d: Driver, selector: string) =>
  d.evaluate((css) => {
    const field = document.querySelector<HTMLInputElement>(css);
    if (!field) return null;
    return field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value;
  }, selector);
