/** Supporting widgets wait for the page's main widgets (mainContent.ts). */
import type * as PageBusy from '../ui/pageBusy';
import type * as MainContentModule from './mainContent';

type MainContent = typeof MainContentModule;

/** A fresh copy of the module: the main mounts it notes are the page's. */
async function freshMainContent(): Promise<MainContent> {
  vi.resetModules();
  return import('./mainContent');
}

function pageBusyWith(pageFree: typeof PageBusy.pageFree) {
  return vi.fn(async () => ({ ...(await import('../ui/pageBusy')), pageFree }));
}

test('on a page with no main widget, supporting widgets go ahead without the hold code', async () => {
  const { afterMainContent } = await freshMainContent();
  const loadPageBusy = pageBusyWith(vi.fn());
  await afterMainContent(loadPageBusy);
  expect(loadPageBusy).not.toHaveBeenCalled();
});

test('they wait for the main widgets to mount, then for the page to be free, at most the wait limit', async () => {
  const { afterMainContent, noteMainMount } = await freshMainContent();
  let mounted!: () => void;
  noteMainMount(new Promise<void>((resolve) => (mounted = resolve)));
  let free!: () => void;
  const pageFree = vi.fn(() => new Promise<void>((resolve) => (free = resolve)));
  const done = vi.fn();
  void afterMainContent(pageBusyWith(pageFree)).then(done);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(pageFree).not.toHaveBeenCalled();
  mounted();
  await vi.waitFor(() => expect(pageFree).toHaveBeenCalledWith(3000));
  expect(done).not.toHaveBeenCalled();
  free();
  await vi.waitFor(() => expect(done).toHaveBeenCalled());
});

test('a main widget noted later in the same scan is waited for too, and a failed one is not waited on', async () => {
  const { afterMainContent, noteMainMount } = await freshMainContent();
  const pageFree = vi.fn(() => Promise.resolve());
  const waiting = afterMainContent(pageBusyWith(pageFree));
  noteMainMount(Promise.reject(new Error('the remote did not load')));
  await waiting;
  expect(pageFree).toHaveBeenCalledTimes(1);
});

test('when the hold code cannot load, supporting widgets go ahead rather than fail', async () => {
  const { afterMainContent, noteMainMount } = await freshMainContent();
  noteMainMount(Promise.resolve());
  await expect(
    afterMainContent(() => Promise.reject(new Error('ChunkLoadError'))),
  ).resolves.toBeUndefined();
});
