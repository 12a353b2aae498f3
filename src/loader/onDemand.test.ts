import { afterEach, expect, it, vi } from 'vitest';
import { mountOnFirstEvent, openingEvents } from './onDemand';

const OPEN = 'courses:open-feedback';
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function open(detail: unknown = {}): boolean {
  return !window.dispatchEvent(new CustomEvent(OPEN, { detail, cancelable: true }));
}

/** A widget that, once mounted, listens itself, as the real ones do. */
function fakeWidget() {
  const heard: unknown[] = [];
  const listen = (event: Event) => heard.push((event as CustomEvent).detail);
  return {
    heard,
    mount: () => {
      window.addEventListener(OPEN, listen);
      stops.push(() => window.removeEventListener(OPEN, listen));
    },
  };
}

it('waits only for slots whose props are just the no-button or listen switch', () => {
  expect(openingEvents('feedback-dialog', { showButton: false })).toEqual([OPEN]);
  expect(openingEvents('embed-dialog', { showButton: false })).toEqual(['courses:open-embed']);
  expect(openingEvents('dataset-popups', { listen: true })).toEqual([
    'courses:open-dataset-popup',
    'courses:open-share',
  ]);
  expect(openingEvents('feedback-dialog', { showButton: false, title: 'T' })).toBeNull();
  expect(openingEvents('feedback-dialog', {})).toBeNull();
  expect(openingEvents('dataset-popups', { listen: true, datasetId: 1 })).toBeNull();
  expect(openingEvents('lesson-player', { showButton: false })).toBeNull();
  expect(openingEvents('feedback-dialog', null)).toBeNull();
});

it('answers the first event itself, mounts the widget once, then hands every event over', async () => {
  const widget = fakeWidget();
  const mount = vi.fn(() => Promise.resolve((widget.mount(), true)));
  stops.push(mountOnFirstEvent([OPEN], mount));
  const later = vi.fn(); // e.g. a second slot of the same widget
  window.addEventListener(OPEN, later);
  stops.push(() => window.removeEventListener(OPEN, later));

  expect(open({ n: 1 })).toBe(true); // answered: the dispatcher needs no fallback
  expect(open({ n: 2 })).toBe(true);
  expect(later).not.toHaveBeenCalled(); // one slot answers, as one dialog opens
  await vi.waitFor(() => expect(widget.heard).toEqual([{ n: 1 }, { n: 2 }]));
  expect(mount).toHaveBeenCalledTimes(1);

  open({ n: 3 }); // from now on the widget listens itself
  expect(widget.heard).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  expect(mount).toHaveBeenCalledTimes(1);
});

it('after a failed load hands nothing over and tries again on the next event', async () => {
  const widget = fakeWidget();
  const mount = vi
    .fn<() => Promise<boolean>>()
    .mockResolvedValueOnce(false)
    .mockImplementationOnce(() => Promise.resolve((widget.mount(), true)));
  stops.push(mountOnFirstEvent([OPEN], mount));

  open({ n: 1 });
  await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
  await Promise.resolve();
  expect(widget.heard).toEqual([]);

  open({ n: 2 });
  await vi.waitFor(() => expect(widget.heard).toEqual([{ n: 2 }]));
  expect(mount).toHaveBeenCalledTimes(2);
});

it('stops answering once the slot is unmounted', () => {
  const mount = vi.fn(() => Promise.resolve(true));
  mountOnFirstEvent([OPEN], mount)();
  expect(open()).toBe(false);
  expect(mount).not.toHaveBeenCalled();
});
