/**
 * The engine-neutral driver the journeys use: goto, click, type, press, evaluate, wait for a
 * text or an element, read the focused element, reload and drag, on any adapter's EnginePage.
 * Waiting is done here, by polling the page, so every engine waits the same way.
 */
import type { EnginePage, Key, PointerKind } from './engine';
import { describeTarget, locateInPage, toPageTarget, type Target } from './locate';
import { enabledInPage, stableInPage, uncoveredInPage } from './adapters/box';

const TIMEOUT = 20_000;
const POLL_MS = 100;
let marks = 0;

export interface Focused {
  tag: string;
  /** aria-label, else the trimmed text. */
  name: string;
}

export class Driver {
  constructor(readonly page: EnginePage) {}

  goto(url: string): Promise<void> {
    return this.page.goto(url);
  }

  reload(): Promise<void> {
    return this.page.reload();
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(fn, arg);
  }

  /** Polls `fn` in the page until it returns a truthy value, which it returns. */
  async waitFor<A, R>(
    fn: (arg: A) => R | Promise<R>,
    arg: A,
    what: string,
    timeout = TIMEOUT,
  ): Promise<NonNullable<R>> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await this.page.evaluate(fn, arg);
        if (value) return value;
      } catch (error) {
        // A navigation in progress destroys the context the check ran in: try again.
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${what}${last ? ` (${String(last)})` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The selector of the element `target` names, once it is there and visible. */
  async locate(target: Target, timeout = TIMEOUT): Promise<string> {
    const pageTarget = toPageTarget(target, String(++marks));
    try {
      return await this.waitFor(locateInPage, pageTarget, describeTarget(target), timeout);
    } catch (error) {
      // What the page said instead (an alert, an uncaught error) tells why it never came.
      const said = await this.page
        .evaluate(
          () => [...document.querySelectorAll('[role="alert"]')].map((el) => el.textContent),
          null,
        )
        .catch(() => []);
      const raised = await this.pageErrors().catch(() => []);
      const context = JSON.stringify({ alerts: said, pageErrors: raised });
      throw new Error(`${(error as Error).message}; the page: ${context}`);
    }
  }

  /** Whether `target` is there and visible now, without waiting. */
  async has(target: Target): Promise<boolean> {
    return (await this.page.evaluate(locateInPage, toPageTarget(target, String(++marks)))) !== null;
  }

  async waitForGone(target: Target, timeout = TIMEOUT): Promise<void> {
    const deadline = Date.now() + timeout;
    while (await this.has(target)) {
      if (Date.now() > deadline) throw new Error(`${describeTarget(target)} is still there`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /**
   * Clicks once nothing else lies over the element (a menu still fading out, a backdrop), it
   * takes input and it stays in place: a person waits for that too, and a click on the cover
   * or beside a moving target would be lost.
   */
  async click(target: Target | string, pointer: PointerKind = 'mouse'): Promise<void> {
    const selector = await this.locate(asTarget(target));
    await this.waitFor(uncoveredInPage, selector, `${selector} to be uncovered`);
    await this.waitFor(enabledInPage, selector, `${selector} to be enabled`);
    await this.waitFor(stableInPage, selector, `${selector} to stay in place`);
    await this.page.click(selector, pointer);
  }

  /** Clicks into the field and types, as a person does. */
  async type(target: Target | string, text: string): Promise<void> {
    await this.click(target);
    await this.page.typeText(text);
  }

  async press(key: Key): Promise<void> {
    await this.page.press(key);
  }

  async focus(target: Target | string): Promise<void> {
    const selector = await this.locate(asTarget(target));
    await this.page.evaluate((css) => document.querySelector<HTMLElement>(css)?.focus(), selector);
  }

  async drag(from: Target | string, to: Target | string, pointer: PointerKind = 'mouse') {
    const source = await this.locate(asTarget(from));
    // The drop zone may appear only once the drag has started: the adapter locates it late.
    await this.page.drag(source, typeof to === 'string' ? to : await this.locate(to), pointer);
  }

  /** Waits until `text` is shown (in `within`, or anywhere in the page). */
  async waitForText(text: string | RegExp, within = 'body', timeout = TIMEOUT): Promise<boolean> {
    const pattern =
      typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
    try {
      return await this.waitFor(
        ({ pattern, within }) => {
          const shown = (document.querySelector(within) as HTMLElement | null)?.innerText ?? '';
          return 'text' in pattern
            ? shown.includes(pattern.text)
            : new RegExp(pattern.source, pattern.flags).test(shown);
        },
        { pattern, within },
        `the text ${String(text)} in ${within}`,
        timeout,
      );
    } catch (error) {
      // What was shown instead says why far better than the wait alone.
      const shown = await this.page
        .evaluate((css) => (document.querySelector(css) as HTMLElement | null)?.innerText, within)
        .catch(() => undefined);
      throw new Error(`${(error as Error).message}; shown: ${JSON.stringify(shown ?? null)}`);
    }
  }

  /**
   * Reads a value in the page again until it equals `expected`; returns the last value read
   * (for the journey to assert on, so a mismatch shows both).
   */
  async poll<A, R>(fn: (arg: A) => R, arg: A, expected: R, timeout = TIMEOUT): Promise<R | null> {
    const deadline = Date.now() + timeout;
    for (;;) {
      let value: R | null = null;
      try {
        value = await this.page.evaluate(fn, arg);
      } catch {
        // A navigation in progress (the frame reloading): read again.
      }
      if (JSON.stringify(value) === JSON.stringify(expected) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  focused(): Promise<Focused> {
    return this.page.evaluate(() => {
      const element = document.activeElement;
      const textOf = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
        return Array.from(node.childNodes, textOf).join('');
      };
      const name = element?.getAttribute('aria-label') ?? (element ? textOf(element) : '');
      return { tag: element?.tagName.toLowerCase() ?? '', name: name.replace(/\s+/g, ' ').trim() };
    }, null);
  }

  /** Waits until every widget slot on the page has left the loading state; returns the states. */
  waitForSlots(): Promise<Record<string, string>> {
    return this.waitFor(
      () => {
        const slots = Array.from(document.querySelectorAll<HTMLElement>('[data-widget][id]'));
        if (slots.length === 0) return null;
        if (
          slots.some((slot) => !slot.dataset.widgetState || slot.dataset.widgetState === 'loading')
        )
          return null;
        return Object.fromEntries(slots.map((slot) => [slot.id, slot.dataset.widgetState ?? '']));
      },
      null,
      'every widget slot to settle',
      30_000,
    );
  }

  pageErrors(): Promise<string[]> {
    return this.page.pageErrors();
  }
}

function asTarget(target: Target | string): Target {
  return typeof target === 'string' ? { css: target } : target;
}
