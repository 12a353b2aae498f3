import { expect, test, vi } from 'vitest';
import { MARKUP_SHARE, RENDER_SHARES, warmUpRenderShares } from './sharedWarmUp';

test('asks the share scope for each rendering module once per page, whatever it answers', async () => {
  const load = vi.fn((name: string) =>
    name === 'react' ? Promise.reject(new Error('offline')) : Promise.resolve(() => ({})),
  );
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  warmUpRenderShares(load);
  warmUpRenderShares(load);
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(load.mock.calls.map(([name]) => name)).toEqual(RENDER_SHARES);
  expect(RENDER_SHARES).toEqual(expect.arrayContaining(['react', 'react-dom/client']));
  // MUI comes with the first dialog or menu, not with every page that has a widget.
  expect(RENDER_SHARES.some((name) => name.includes('mui'))).toBe(false);
  // A failed warm-up is left for the remote that asks for the module to meet and show.
  expect(unhandled).not.toHaveBeenCalled();
});

test("downloads the lesson's renderer and its constructs' code only once the render shares have arrived", async () => {
  vi.resetModules();
  const warmUp = await import('./sharedWarmUp');
  const arrivals: Array<() => void> = [];
  const constructs = vi.fn(() => Promise.resolve({}));
  const load = vi.fn(
    (name: string) =>
      new Promise<unknown>((resolve) => {
        if (warmUp.RENDER_SHARES.includes(name)) arrivals.push(() => resolve(() => ({})));
        else resolve(() => ({}));
      }),
  );
  warmUp.warmUpLessonContent(load, constructs);
  warmUp.warmUpLessonContent(load, constructs);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load.mock.calls.map(([name]) => name)).toEqual(warmUp.RENDER_SHARES);
  arrivals.splice(0, 2).forEach((arrive) => arrive());
  await new Promise((resolve) => setTimeout(resolve, 0));
  // React has arrived, the runtime's core not yet: the renderer still waits.
  expect(load).toHaveBeenCalledTimes(warmUp.RENDER_SHARES.length);
  expect(constructs).not.toHaveBeenCalled();
  arrivals.splice(0).forEach((arrive) => arrive());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load.mock.calls.map(([name]) => name)).toEqual([...warmUp.RENDER_SHARES, MARKUP_SHARE]);
  // The constructs' code downloads beside the renderer's, not once it has run.
  expect(constructs).toHaveBeenCalledTimes(1);
});

test('a renderer that does not arrive is left for the widget to report', async () => {
  vi.resetModules();
  const warmUp = await import('./sharedWarmUp');
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  const load = vi.fn((name: string) =>
    name === MARKUP_SHARE ? Promise.reject(new Error('offline')) : Promise.resolve(() => ({})),
  );
  warmUp.warmUpLessonContent(load, () => Promise.reject(new Error('offline')));
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(load).toHaveBeenCalledWith(MARKUP_SHARE);
  expect(unhandled).not.toHaveBeenCalled();
});
