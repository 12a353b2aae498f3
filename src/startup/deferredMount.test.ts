import * as v from 'valibot';
import { deferredMount, START_FAILED } from './deferredMount';

const Props = v.strictObject({ label: v.optional(v.string(), 'Hi') });

function setUpWidget(load: () => Promise<(element: HTMLElement, props?: unknown) => () => void>) {
  const calls = { watched: [] as unknown[], stopped: 0 };
  let start: () => Promise<void> = () => Promise.resolve();
  const mount = deferredMount({
    name: 'demo-widget',
    props: Props,
    setUp: () => ({
      load,
      watch: (props, begin) => {
        calls.watched.push(props);
        start = begin;
        return () => calls.stopped++;
      },
    }),
  });
  return { mount, calls, start: () => start() };
}

function slot(): HTMLElement {
  document.body.innerHTML = '<div id="slot"></div>';
  return document.getElementById('slot')!;
}

it('mounts with only its watcher; the full widget loads once, on the first start', async () => {
  const unmountFull = vi.fn();
  const fullMount = vi.fn(() => unmountFull);
  const load = vi.fn(() => Promise.resolve(fullMount));
  const { mount, calls, start } = setUpWidget(load);
  const element = slot();

  const unmount = mount(element, {});
  expect(element.dataset.widgetState).toBe('mounted');
  expect(calls.watched).toEqual([{ label: 'Hi' }]);
  expect(load).not.toHaveBeenCalled();

  await Promise.all([start(), start()]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(fullMount).toHaveBeenCalledWith(element, {});

  unmount();
  expect(calls.stopped).toBe(1);
  expect(unmountFull).toHaveBeenCalledTimes(1);
});

it('starts the full widget at once on invalid props, so its mount reports them', async () => {
  const fullMount = vi.fn(() => () => {});
  const { mount, calls } = setUpWidget(() => Promise.resolve(fullMount));
  const element = slot();
  mount(element, { label: 3 });
  await vi.waitFor(() => expect(fullMount).toHaveBeenCalledWith(element, { label: 3 }));
  expect(calls.watched).toEqual([]);
});

it('says so in the slot when the full widget cannot be fetched, and retries on the next use', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const fullMount = vi.fn(() => () => {});
  const load = vi
    .fn<() => Promise<typeof fullMount>>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValueOnce(fullMount);
  const { mount, start } = setUpWidget(load);
  const element = slot();
  mount(element, {});

  await start();
  expect(element).toHaveTextContent(START_FAILED);
  expect(element).toHaveAttribute('role', 'alert');
  expect(element.dataset.widgetState).toBe('error');

  await start();
  expect(load).toHaveBeenCalledTimes(2);
  expect(fullMount).toHaveBeenCalledTimes(1);
  expect(element).not.toHaveAttribute('role');
  vi.restoreAllMocks();
});

it('does not mount the full widget into a slot unmounted while it loaded', async () => {
  const fullMount = vi.fn(() => () => {});
  const { mount, start } = setUpWidget(() => Promise.resolve(fullMount));
  const unmount = mount(slot(), {});
  const started = start();
  unmount();
  await started;
  expect(fullMount).not.toHaveBeenCalled();
});
