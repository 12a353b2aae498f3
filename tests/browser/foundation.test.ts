/**
 * The foundation as a person meets it: the host demo pages in Chromium, every widget mounted
 * through the page loader on one shared runtime, and failures that stay inside their slot.
 */
import { describe, expect, test } from 'vitest';
import type * as Runtime from '../../src/index';
import type * as Valibot from '../../src/valibot/index';
import { WIDGETS, WIDGET_SETS } from '../../widgets/registry';
import { axeViolations, login, newPage, waitForSlots } from './harness';
import { reactDomCopies } from './pageWeight';
import { startDemoSession } from './session';

const session = startDemoSession();

describe('all-widgets page', () => {
  test('mounts every widget, including one queued before the loader ran', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.demo.url}/demo/all/`);
    const states = await waitForSlots(page);
    for (const widget of WIDGETS) expect(states[`${widget}-root`], widget).toBe('mounted');
    expect(states['queued-feedback']).toBe('mounted');
    // Mounted through the runtime, and none of them fell back to an error.
    await expect(
      page.locator('[data-testid="widget.crashed"], [data-testid="widget.invalid-props"]').count(),
    ).resolves.toBe(0);
    await page.getByTestId('lesson-player.frame').waitFor();
    expect(page.errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  test('loads React, the runtime and the other singletons once, all from the loader', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.demo.url}/demo/all/`);
    await waitForSlots(page);
    const versions = await page.evaluate(() => {
      type Info = { loaded?: boolean };
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const seen: Record<string, string[]> = {};
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const [name, byVersion] of Object.entries(packages))
            for (const [version, info] of Object.entries(byVersion))
              (seen[name] ??= []).push(`${version}${info.loaded ? ' (loaded)' : ''}`);
      return seen;
    });
    // One version of each singleton in the page's share scope, and it was loaded.
    for (const name of ['react', 'react-dom/client', 'jotai', '@courses/runtime']) {
      expect(versions[name], name).toHaveLength(1);
      expect(versions[name]?.[0], name).toMatch(/\(loaded\)$/);
    }
    // What need not be one instance is not shared: it is bundled (tree-shaken) where used.
    for (const name of ['valibot', 'ky', 'marked', 'react-router', '@emotion/react'])
      expect(versions[name], name).toBeUndefined();
    expect(await reactDomCopies(page)).toBe(1);
    // No remote carries a copy of a shared module: each comes from the loader, the one provider.
    for (const widget of WIDGETS) {
      const response = await page.request.get(
        `${session.demo.url}/static/apps/courses/${widget}/mf-manifest.json`,
      );
      const manifest = (await response.json()) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      for (const entry of manifest.shared)
        expect(
          [...entry.assets.js.sync, ...entry.assets.js.async],
          `${widget}: ${entry.name}`,
        ).toEqual([]);
    }
    await page.close();
  });

  test('one react-dom renders the page whatever order the widgets mount in', async () => {
    for (const order of [
      ['keyword-popover', 'data-tool', 'reading-bar'],
      ['data-tool', 'reading-bar', 'keyword-popover'],
    ]) {
      const page = await newPage(session.browser);
      await page.goto(`${session.demo.url}/demo/widget/${order[0]}/`);
      await waitForSlots(page);
      // The others are mounted together by script, so their remotes initialise in parallel.
      await page.evaluate((widgets) => {
        const props: Record<string, unknown> = {
          'keyword-popover': { scope: 'main' },
          'data-tool': { simulation: true },
          'reading-bar': { contentSelector: 'main' },
        };
        for (const widget of widgets) {
          const slot = document.createElement('div');
          slot.id = `late-${widget}`;
          document.body.append(slot);
          window.CoursesWidgets?.('mount', slot, widget, props[widget]);
        }
      }, order.slice(1));
      const states = await waitForSlots(page);
      for (const widget of order.slice(1)) expect(states[`late-${widget}`], widget).toBe('mounted');
      expect(await reactDomCopies(page), order.join(', ')).toBe(1);
      expect(page.errors).toEqual([]);
      await page.close();
    }
  });

  test('a widget that throws shows its fallback and leaves the others working', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.demo.url}/demo/all/`);
    await waitForSlots(page);
    // A deliberately broken widget, built with the page's own runtime, mounted beside the others.
    await page.evaluate(async () => {
      type Instance = { loadShare(name: string): Promise<false | (() => unknown)> };
      const instance = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
        .__FEDERATION__.__INSTANCES__[0]!;
      const load = async <T>(name: string): Promise<T> => {
        const factory = await instance.loadShare(name);
        if (!factory) throw new Error(`${name} is not shared`);
        return factory() as T;
      };
      const runtime = await load<typeof Runtime>('@courses/runtime');
      // The page's one valibot (the functions the widgets validate with).
      const v = await load<typeof Valibot>('@courses/runtime/valibot');
      const mountCrash = runtime.defineWidget({
        name: 'crash-probe',
        props: v.object({}),
        Component: () => {
          throw new Error('deliberate crash');
        },
      });
      const slot = document.createElement('div');
      slot.id = 'crash-probe';
      document.querySelector('main')!.append(slot);
      mountCrash(slot, {});
    });
    await page.getByTestId('widget.crashed').waitFor();
    const states = await waitForSlots(page);
    expect(states['crash-probe']).toBe('error');
    for (const widget of WIDGETS) expect(states[`${widget}-root`]).toBe('mounted');
    // The page still mounts new widgets after the crash.
    await page.evaluate(() => {
      const slot = document.createElement('div');
      slot.id = 'after-crash';
      document.querySelector('main')!.append(slot);
      window.CoursesWidgets!('mount', 'after-crash', 'reading-bar', {});
    });
    await page.waitForSelector('#after-crash[data-widget-state="mounted"]');
    await page.close();
  });

  test('a remote that fails to load shows a retry that works once the network is back', async () => {
    const page = await newPage(session.browser);
    const blocked = '**/static/apps/courses/data-tool/remoteEntry.*.js';
    await page.route(blocked, (route) => route.abort('connectionfailed'));
    await page.goto(`${session.demo.url}/demo/all/`);
    const states = await waitForSlots(page);
    expect(states['data-tool-root']).toBe('error');
    expect(states['lesson-player-root']).toBe('mounted');
    const slot = page.locator('#data-tool-root');
    await expect(slot.getByRole('alert').textContent()).resolves.toContain('could not be loaded');
    await page.unroute(blocked);
    await slot.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('#data-tool-root[data-widget-state="mounted"]');
    await expect(page.locator('#data-tool-root [role="alert"]').count()).resolves.toBe(0);
    await page.close();
  });
});

describe('page API', () => {
  test('a script unmounts a slot and mounts it again with new props', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.demo.url}/demo/widget/lesson-player/`);
    await waitForSlots(page);
    await page.getByTestId('lesson-player.frame').waitFor();
    await page.evaluate(() => window.CoursesWidgets!('unmount', 'lesson-player-root'));
    await expect(page.locator('#lesson-player-root').innerHTML()).resolves.toBe('');
    await expect(
      page.locator('#lesson-player-root').getAttribute('data-widget-state'),
    ).resolves.toBeNull();
    await page.evaluate(() =>
      window.CoursesWidgets!('mount', 'lesson-player-root', 'lesson-player', { courseId: 2 }),
    );
    await page.waitForSelector('#lesson-player-root[data-widget-state="mounted"]');
    await page.getByTestId('lesson-player.frame').waitFor();
    await page.close();
  });
});

describe('app config', () => {
  test("when it cannot be read, each slot says 'Please try again!' and its retry recovers", async () => {
    const page = await newPage(session.browser);
    await page.route('**/api/app_config/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }),
    );
    await page.goto(`${session.demo.url}/demo/widget/reading-bar/`);
    const states = await waitForSlots(page);
    expect(states['reading-bar-root']).toBe('error');
    const slot = page.locator('#reading-bar-root');
    await expect(slot.getByRole('alert').textContent()).resolves.toContain('Please try again!');
    await page.unroute('**/api/app_config/');
    await slot.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('#reading-bar-root[data-widget-state="mounted"]');
    await page.close();
  });
});

describe('faults page', () => {
  test('invalid props, an unknown widget and a missing deploy each show a clear message in their slot', async () => {
    const page = await newPage(session.browser);
    const consoleErrors: string[] = [];
    page.on(
      'console',
      (message) => message.type() === 'error' && consoleErrors.push(message.text()),
    );
    await page.goto(`${session.demo.url}/demo/faults/`);
    const states = await waitForSlots(page);
    expect(states).toMatchObject({
      'bad-props': 'error',
      'unknown-widget': 'error',
      'broken-remote': 'error',
      working: 'mounted',
    });
    await expect(page.locator('#bad-props').textContent()).resolves.toContain('courseId');
    expect(
      consoleErrors.some((line) => line.includes('invalid props') && line.includes('courseId')),
    ).toBe(true);
    await expect(page.locator('#unknown-widget').textContent()).resolves.toContain(
      'no-such-widget',
    );
    await expect(
      page.locator('#broken-remote').getByRole('button', { name: 'Retry' }).isVisible(),
    ).resolves.toBe(true);
    await page.close();
  });
});

describe('variants', () => {
  test('the partner host loads the partner widget set', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.demo.partnerUrl}/demo/all/`);
    const states = await waitForSlots(page);
    for (const widget of WIDGETS) {
      const expected = WIDGET_SETS.partner.includes(widget) ? 'mounted' : 'error';
      expect(states[`${widget}-root`], widget).toBe(expected);
    }
    await expect(page.locator('#feedback-dialog-root').textContent()).resolves.toContain(
      'not available on this site',
    );
    await page.close();
  });

  test('widgets read the logged-in user from the one page store', async () => {
    const context = await session.browser.newContext();
    const page = await newPage(context);
    await login(page, session.demo.url, 'teacher');
    await page.goto(`${session.demo.url}/demo/all/`);
    await waitForSlots(page);
    await page
      .getByTestId('lesson-player.frame')
      .filter({ hasText: 'Signed in as teacher' })
      .waitFor();
    await context.close();
  });
});

describe('demo login', () => {
  test('a demo user logs in from the login page and logs out from any host page', async () => {
    const context = await session.browser.newContext();
    const page = await newPage(context);
    await login(page, session.demo.url, 'premium_teacher');
    await page.goto(`${session.demo.url}/demo/all/`);
    await expect(
      page.getByRole('navigation', { name: 'Account' }).textContent(),
    ).resolves.toContain('premium_teacher');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${session.demo.url}/`);
    await expect(
      page.getByRole('navigation', { name: 'Account' }).textContent(),
    ).resolves.toContain('Visitor');
    await context.close();
  });
});
