/** Chromium through playwright-core (Debian's /usr/bin/chromium), as the other browser tests. */
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser } from '../../browser/harness';
import type { Engine, EnginePage, Key, PageOptions } from '../engine';
import { DRAG_START_OFFSET, centreInPage } from './box';

class ChromiumPage implements EnginePage {
  constructor(
    private readonly page: Page,
    private readonly target: Page | Frame,
    private readonly errors: string[],
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
    return this.target.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown);
  }
  async click(selector: string, pointer: 'mouse' | 'touch' = 'mouse') {
    if (pointer === 'touch') await this.target.tap(selector);
    else await this.target.click(selector);
  }
  async typeText(text: string) {
    await this.page.keyboard.type(text);
  }
  async press(key: Key) {
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
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
    const frame = await handle.contentFrame();
    if (!frame) throw new Error(`${selector} is not a frame`);
    return new ChromiumPage(this.page, frame, this.errors);
  }
  async popup(action: () => Promise<void>) {
    const [popup] = await Promise.all([this.page.context().waitForEvent('page'), action()]);
    return watch(popup);
  }
  async waitForClose(timeout: number) {
    if (!this.page.isClosed()) await this.page.waitForEvent('close', { timeout });
  }
  async close() {
    await this.page.context().close();
  }
}

function watch(page: Page): ChromiumPage {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return new ChromiumPage(page, page, errors);
}

export async function launchChromium(): Promise<Engine> {
  const browser: Browser = await launchBrowser();
  return {
    name: 'chromium',
    async newPage(options: PageOptions = {}) {
      const context = await browser.newContext(
        options.viewport ? { viewport: options.viewport, hasTouch: true } : {},
      );
      return watch(await context.newPage());
    },
    close: () => browser.close(),
  };
}
