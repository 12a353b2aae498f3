/** Firefox ESR (Debian's /usr/bin/firefox-esr) through puppeteer-core over WebDriver BiDi. */
import puppeteer, { type Browser, type Frame, type KeyInput, type Page } from 'puppeteer-core';
import type { Engine, EnginePage, Key, PageOptions } from '../engine';
import { DRAG_START_OFFSET, centreInPage } from './box';

class FirefoxPage implements EnginePage {
  constructor(
    private readonly page: Page,
    private readonly target: Page | Frame,
    private readonly errors: string[],
    private readonly owned: boolean,
  ) {}

  async goto(url: string) {
    this.errors.length = 0;
    await this.target.goto(url);
  }
  async reload() {
    this.errors.length = 0;
    await this.page.reload();
  }
  async url() {
    return this.target.url();
  }
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.target.evaluate(
      fn as (arg: unknown) => R | Promise<R>,
      arg as unknown,
    ) as Promise<R>;
  }
  async click(selector: string, pointer: 'mouse' | 'touch' = 'mouse') {
    if (pointer === 'touch') await this.target.tap(selector);
    else await this.target.click(selector);
  }
  async typeText(text: string) {
    await this.page.keyboard.type(text);
  }
  async press(key: Key) {
    await this.page.keyboard.press(key === 'Space' ? 'Space' : (key as KeyInput));
  }
  async drag(from: string, to: string) {
    const start = await this.target.evaluate(centreInPage, from);
    if (!start) throw new Error(`nothing to drag at ${from}`);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(start.x + DRAG_START_OFFSET, start.y + DRAG_START_OFFSET, {
      steps: 4,
    });
    const end = await this.target.evaluate(centreInPage, to);
    if (!end) throw new Error(`nowhere to drop at ${to}`);
    await this.page.mouse.move(end.x, end.y, { steps: 8 });
    await this.page.mouse.up();
  }
  async pageErrors() {
    return [...this.errors];
  }
  async frame(selector: string) {
    const handle = await this.target.waitForSelector(selector);
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error(`${selector} is not a frame`);
    return new FirefoxPage(this.page, frame, this.errors, false);
  }
  async popup(action: () => Promise<void>) {
    const context = this.page.browserContext();
    const known = new Set(context.targets());
    await action();
    const target = await context.waitForTarget(
      (candidate) => candidate.type() === 'page' && !known.has(candidate),
      { timeout: 20_000 },
    );
    const popup = await target.page();
    if (!popup) throw new Error('the window that opened has no page');
    return watch(popup, false);
  }
  async waitForClose(timeout: number) {
    const deadline = Date.now() + timeout;
    while (!this.page.isClosed()) {
      if (Date.now() > deadline) throw new Error('the window did not close');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  async close() {
    if (this.owned) await this.page.browserContext().close();
  }
}

function watch(page: Page, owned: boolean): FirefoxPage {
  const errors: string[] = [];
  page.on('pageerror', (error) =>
    errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
  );
  return new FirefoxPage(page, page, errors, owned);
}

export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    // Quiet and fast: no first-run pages, updates or telemetry.
    extraPrefsFirefox: {
      'browser.shell.checkDefaultBrowser': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  });
  return {
    name: 'firefox',
    async newPage(options: PageOptions = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(options.viewport ?? { width: 1280, height: 720 });
      return watch(page, true);
    },
    close: () => browser.close(),
  };
}
