/**
 * WebKit: Debian's WebKitWebDriver driving its MiniBrowser (WebKitGTK), through webdriverio over
 * classic WebDriver (WebKitGTK offers no BiDi). MiniBrowser has no headless mode: without a
 * DISPLAY the driver runs under xvfb-run. One WebDriver session serves every page in turn;
 * a new page starts from cleared cookies and storage, as a new person's device would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Key as WdKey, remote } from 'webdriverio';
import type { Engine, EnginePage, Key, PageOptions, PointerKind } from '../engine';
import { DRAG_START_OFFSET, centreInPage, readErrorsInPage, recordErrorsInPage } from './box';

type Session = WebdriverIO.Browser;

const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

const KEYS: Record<Key, string> = {
  Enter: WdKey.Enter,
  Escape: WdKey.Escape,
  Tab: WdKey.Tab,
  Space: WdKey.Space,
  Home: WdKey.Home,
  End: WdKey.End,
  ArrowDown: WdKey.ArrowDown,
  ArrowUp: WdKey.ArrowUp,
  ArrowLeft: WdKey.ArrowLeft,
  ArrowRight: WdKey.ArrowRight,
};

/** Which window and frame the session is in now, shared by every page of the session. */
interface Context {
  session: Session;
  window: string;
  frame: string | null;
  origins: Set<string>;
}

class WebKitPage implements EnginePage {
  constructor(
    private readonly context: Context,
    private readonly window: string,
    private readonly frameSelector: string | null = null,
  ) {}

  private get session() {
    return this.context.session;
  }

  /** Switches the session to this page's window and frame, if it is elsewhere. */
  private async enter() {
    const { context } = this;
    if (context.window !== this.window) {
      await this.session.switchToWindow(this.window);
      context.window = this.window;
      context.frame = null;
    }
    if (context.frame === this.frameSelector) return;
    await this.session.switchToFrame(null);
    context.frame = null;
    if (this.frameSelector) {
      const frame = await this.session.$(this.frameSelector);
      await frame.waitForExist({ timeout: 20_000 });
      await this.session.switchToFrame({ [ELEMENT_KEY]: frame.elementId });
      context.frame = this.frameSelector;
    }
  }

  async goto(url: string) {
    await this.enter();
    this.context.origins.add(new URL(url).origin);
    await this.session.url(url);
    await this.session.execute(recordErrorsInPage);
  }
  async reload() {
    await this.enter();
    await this.session.refresh();
    await this.session.execute(recordErrorsInPage);
  }
  async url() {
    await this.enter();
    return this.frameSelector ? this.session.execute(() => location.href) : this.session.getUrl();
  }
  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    await this.enter();
    return (await this.session.execute(
      fn as unknown as (arg: string) => R,
      arg as unknown as string,
    )) as R;
  }
  /**
   * WebKit lets no cross-site frame scroll the page around it (a scrollIntoView inside the frame
   * stops at the frame), its driver's click neither, so an element of a tall frame below the
   * window was clicked where it is not. A person scrolls the page to it first: so does this.
   */
  private async revealInFrame(selector: string) {
    if (!this.frameSelector) return;
    await this.enter();
    const middle = await this.session.execute((css) => {
      const box = document.querySelector(css)?.getBoundingClientRect();
      return box ? box.top + box.height / 2 : null;
    }, selector);
    if (middle === null) return;
    await this.session.switchToFrame(null);
    this.context.frame = null;
    await this.session.execute(
      (frameCss, y) => {
        const frame = document.querySelector(frameCss)?.getBoundingClientRect();
        if (frame) window.scrollBy(0, frame.top + y - window.innerHeight / 2);
      },
      this.frameSelector,
      middle,
    );
    await this.enter();
  }

  async click(selector: string, pointer: PointerKind = 'mouse') {
    await this.revealInFrame(selector);
    await this.enter();
    const element = await this.session.$(selector);
    if (pointer === 'mouse') return element.click();
    await element.scrollIntoView({ block: 'center' });
    await this.session
      .action('pointer', { parameters: { pointerType: 'touch' } })
      .move({ origin: element })
      .down()
      .pause(50)
      .up()
      .perform();
  }
  async typeText(text: string) {
    await this.enter();
    // Element Send Keys on the focused element: WebKitWebDriver's key actions drop spaces and
    // a letter typed twice in a row.
    const focused = (await this.session.getActiveElement()) as unknown as Record<string, string>;
    await this.session.elementSendKeys(focused[ELEMENT_KEY]!, text);
  }
  async press(key: Key) {
    await this.enter();
    await this.session.keys(KEYS[key]);
  }
  async drag(from: string, to: string, pointer: PointerKind = 'mouse') {
    await this.enter();
    const start = await this.session.execute(centreInPage, from);
    if (!start) throw new Error(`nothing to drag at ${from}`);
    const pointerAction = () =>
      this.session.action('pointer', { parameters: { pointerType: pointer } });
    await pointerAction()
      .move({ x: start.x, y: start.y })
      .down()
      .move({ x: start.x + DRAG_START_OFFSET, y: start.y + DRAG_START_OFFSET, duration: 100 })
      .perform(true);
    const end = await this.session.execute(centreInPage, to);
    if (!end) throw new Error(`nowhere to drop at ${to}`);
    await pointerAction()
      .move({ x: start.x + DRAG_START_OFFSET, y: start.y + DRAG_START_OFFSET })
      .move({ x: end.x, y: end.y, duration: 200 })
      .up()
      .perform();
  }
  async pageErrors() {
    await this.enter();
    return this.session.execute(readErrorsInPage);
  }
  async frame(selector: string): Promise<EnginePage> {
    return new WebKitPage(this.context, this.window, selector);
  }
  async popup(action: () => Promise<void>): Promise<EnginePage> {
    const before = new Set(await this.session.getWindowHandles());
    await action();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const opened = (await this.session.getWindowHandles()).find((h) => !before.has(h));
      if (opened) return new WebKitPage(this.context, opened);
      if (Date.now() > deadline) throw new Error('no window opened');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  async waitForClose(timeout: number) {
    const deadline = Date.now() + timeout;
    while ((await this.session.getWindowHandles()).includes(this.window)) {
      if (Date.now() > deadline) throw new Error('the window did not close');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  async close() {
    // The one window stays for the next page; newPage clears what this one left.
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts WebKitWebDriver (under xvfb-run when there is no display) and waits for it. */
async function startDriver(port: number): Promise<ChildProcess> {
  const command = ['/usr/bin/WebKitWebDriver', `--port=${port}`];
  const driver = process.env.DISPLAY
    ? spawn(command[0]!, command.slice(1), { stdio: 'ignore', detached: true })
    : spawn('xvfb-run', ['-a', ...command], { stdio: 'ignore', detached: true });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return driver;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Makes the viewport (not the window, which has MiniBrowser's toolbar) `width` x `height`. */
async function setViewport(session: Session, width: number, height: number) {
  await session.setWindowSize(width, height);
  const inner = await session.execute(() => [window.innerWidth, window.innerHeight]);
  await session.setWindowSize(width + width - inner[0]!, height + height - inner[1]!);
}

export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  const driver = await startDriver(port);
  const session = await remote({
    logLevel: 'warn',
    hostname: '127.0.0.1',
    port,
    path: '/',
    capabilities: {
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  const window = await session.getWindowHandle();
  const context: Context = { session, window, frame: null, origins: new Set() };
  return {
    name: 'webkit',
    async newPage(options: PageOptions = {}) {
      await session.switchToWindow(window);
      context.window = window;
      context.frame = null;
      // A new person: no cookies or storage left from the page before, on any origin visited.
      for (const origin of context.origins) {
        await session.url(`${origin}/robots.txt`);
        await session.deleteAllCookies();
        await session.execute(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      await session.url('about:blank');
      const { width, height } = options.viewport ?? { width: 1280, height: 720 };
      await setViewport(session, width, height);
      return new WebKitPage(context, window);
    },
    async close() {
      await session.deleteSession().catch(() => undefined);
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    },
  };
}
