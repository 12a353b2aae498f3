/**
 * The reading bar's language translator as a reader meets it on /demo/keywords/: the provider
 * script (the development provider served under /static/vendor/translator/) loads when the
 * reader reaches the Language control, then translates the server-rendered reading.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { startDemoSession } from './session';

const session = startDemoSession();

const SPANISH_TITLE = '¿Por qué algunas ciudades son más frías que otras?';
const ENGLISH_TITLE = 'Why are some cities colder than others?';
const TRANSLATOR_SCRIPT = '**/static/vendor/translator/translator.js';

/** Opens the reading and the bar above it. */
async function openBar(page: Page): Promise<void> {
  await page.goto(`${session.demo.url}/demo/keywords/`);
  const states = await waitForSlots(page);
  expect(states['reading-bar-root']).toBe('mounted');
  const toggle = page.getByRole('button', { name: 'Reading support' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

const reading = (page: Page) => page.locator('#reading');
const title = (page: Page) => page.locator('#reading h2').textContent();
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLSelectElement ? (active.labels?.[0]?.textContent ?? '') : '';
  });

/** Waits until the language select can be used and has the reader's focus. */
async function waitForTranslator(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const select = document.querySelector<HTMLSelectElement>('#reading-bar-root select');
    return select && !select.disabled && document.activeElement === select;
  });
}

test('a reader translates the reading by keyboard, and English brings back the original', async () => {
  const page = await newPage(session.browser);
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/static/vendor/translator/')) scriptRequests.push(request.url());
  });
  await login(page, session.demo.url, 'teacher');
  await openBar(page);
  const original = await reading(page).innerHTML();
  const select = page.getByRole('combobox', { name: 'Language' });
  await expect(select.inputValue()).resolves.toBe('en');
  await expect(select.locator('option').allTextContents()).resolves.toEqual([
    'Arabic',
    'Chinese (Simplified)',
    'Chinese (Traditional)',
    'English',
    'French',
    'German',
    'Haitian Creole',
    'Korean',
    'Lithuanian',
    'Portuguese',
    'Spanish',
    'Turkish',
  ]);
  // Nothing is downloaded until the reader reaches the control.
  expect(scriptRequests).toEqual([]);

  // By keyboard: from the bar's toggle, past the text sizes, to the Language select.
  await page.getByRole('button', { name: 'Reading support' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.getByText('Loading...').waitFor();
  await expect(select.isDisabled()).resolves.toBe(true);
  await waitForTranslator(page);
  expect(await focusedLabel(page)).toBe('Language');
  expect(scriptRequests).toHaveLength(1);
  await expect(page.getByText('Loading...').count()).resolves.toBe(0);

  await page.keyboard.press('s');
  await page.waitForFunction(
    () => document.querySelector('#reading')?.getAttribute('lang') === 'es',
  );
  await expect(select.inputValue()).resolves.toBe('es');
  expect(await title(page)).toBe(SPANISH_TITLE);
  await expect(reading(page).textContent()).resolves.toMatch(
    /Mira un mapa del tiempo en julio: la temperatura del aire cambia mucho/,
  );
  expect(await axeViolations(page)).toEqual([]);

  // Arabic, the first language, is written right to left.
  expect(await focusedLabel(page)).toBe('Language');
  await page.keyboard.press('Home');
  await page.waitForFunction(
    () => document.querySelector('#reading')?.getAttribute('dir') === 'rtl',
  );
  await expect(reading(page).getAttribute('lang')).resolves.toBe('ar');
  expect(await title(page)).toBe('لماذا تكون بعض المدن أبرد من غيرها؟');
  expect(await axeViolations(page)).toEqual([]);

  // English, three down from Arabic, restores the reading exactly as the server rendered it.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(select.inputValue()).resolves.toBe('en');
  await page.waitForFunction(() => !document.querySelector('#reading')?.hasAttribute('lang'));
  expect(await reading(page).innerHTML()).toBe(original);

  // Back to Spanish: a translated keyword still opens its definition.
  await page.keyboard.press('s');
  await page.waitForFunction(
    () => document.querySelector('#reading')?.getAttribute('lang') === 'es',
  );
  await page.getByRole('button', { name: 'temperatura' }).click();
  const popover = page.getByRole('dialog', { name: 'temperatura' });
  await popover.getByText(/tells how hot or cold something is/).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await popover.getByRole('button', { name: 'Close' }).click();
  await popover.waitFor({ state: 'detached' });

  // The tab keeps the language: after a reload the reading is Spanish again.
  await page.reload();
  await openBar(page);
  await page.waitForFunction(
    () => document.querySelector('#reading')?.getAttribute('lang') === 'es',
  );
  expect(await title(page)).toBe(SPANISH_TITLE);
  await expect(select.inputValue()).resolves.toBe('es');
  expect(page.errors).toEqual([]);
  await page.close();
});

test('a provider that fails to load shows a message in the bar, and retrying works', async () => {
  const context = await session.browser.newContext();
  const page = await newPage(context);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await context.route(TRANSLATOR_SCRIPT, (route) => route.abort('internetdisconnected'));
  await openBar(page);

  const select = page.getByRole('combobox', { name: 'Language' });
  await select.focus();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  await expect(alert.textContent()).resolves.toContain(
    'The translator could not be loaded. Check your connection and try again.',
  );
  await expect(select.isDisabled()).resolves.toBe(true);
  expect(logged.some((text) => text.includes('[courses] reading-bar: translator failed'))).toBe(
    true,
  );
  // Focus went to the retry button; the rest of the bar and the page keep working.
  await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
    'Try again',
  );
  await page.getByRole('radio', { name: 'Large', exact: true }).check();
  await expect(reading(page).getAttribute('data-text-size')).resolves.toBe('large');
  expect(await title(page)).toBe(ENGLISH_TITLE);
  expect(await axeViolations(page)).toEqual([]);

  await context.unroute(TRANSLATOR_SCRIPT);
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitForTranslator(page);
  await expect(alert.count()).resolves.toBe(0);
  await select.selectOption({ label: 'French' });
  await page.waitForFunction(
    () => document.querySelector('#reading')?.getAttribute('lang') === 'fr',
  );
  expect(await title(page)).toBe(
    'Pourquoi certaines villes sont-elles plus froides que d’autres ?',
  );
  expect(page.errors).toEqual([]);
  await context.close();
});
