/**
 * What each browser engine's adapter provides (Chromium through playwright-core, Firefox ESR
 * through puppeteer-core over WebDriver BiDi, WebKit through webdriverio and WebKitWebDriver):
 * only the primitives that differ between drivers. Everything a journey does is built on these
 * in ./driver.ts, so a journey is written once and runs in every engine.
 */

/** The keys the journeys press, named as the W3C and DevTools protocols both name them. */
export type Key =
  | 'Enter'
  | 'Escape'
  | 'Tab'
  | 'Space'
  | 'Home'
  | 'End'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight';

export type PointerKind = 'mouse' | 'touch';

/** A document in one engine: a tab, a pop-up, or a frame inside one of them. */
export interface EnginePage {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with one JSON argument; awaits a promise it returns. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A real click (or tap) at the centre of the one element `selector` matches. */
  click(selector: string, pointer?: PointerKind): Promise<void>;
  /** Types into the focused element, key by key. */
  typeText(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Presses at the centre of `from`, moves in steps to the centre of `to` and releases. */
  drag(from: string, to: string, pointer?: PointerKind): Promise<void>;
  /** Uncaught errors the page raised since it was opened (or since the last navigation). */
  pageErrors(): Promise<string[]>;
  /** The document inside the iframe `selector` matches. */
  frame(selector: string): Promise<EnginePage>;
  /** Runs `action` and returns the window it opened. */
  popup(action: () => Promise<void>): Promise<EnginePage>;
  /** Resolves once this window has closed (a pop-up that closes itself). */
  waitForClose(timeout: number): Promise<void>;
  close(): Promise<void>;
}

export interface PageOptions {
  /** The size of the page's viewport, in CSS pixels. */
  viewport?: { width: number; height: number };
}

export interface Engine {
  readonly name: 'chromium' | 'firefox' | 'webkit';
  /** A new tab with its own cookies and storage (a person on their own device). */
  newPage(options?: PageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}
