import { SETTLE_MS, whenPageSettled, whenSettled } from './whenIdle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('work waits for the new view to settle, then for idle time', () => {
  const run = vi.fn();
  whenSettled(run);
  vi.advanceTimersByTime(SETTLE_MS - 1);
  expect(run).not.toHaveBeenCalled();
  // Past the settling time it still waits for idle time (a timer where the browser cannot say).
  vi.advanceTimersByTime(1);
  expect(run).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(run).toHaveBeenCalledTimes(1);
});

test('cancelled before or after the settling time, the work never runs', () => {
  const early = vi.fn();
  const late = vi.fn();
  whenSettled(early)();
  const cancelLate = whenSettled(late);
  vi.advanceTimersByTime(SETTLE_MS);
  cancelLate();
  vi.runAllTimers();
  expect(early).not.toHaveBeenCalled();
  expect(late).not.toHaveBeenCalled();
});

test('work ahead of a page still loading waits for its load event, then for it to settle', () => {
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const run = vi.fn();
  whenPageSettled(run);
  vi.advanceTimersByTime(10 * SETTLE_MS);
  expect(run).not.toHaveBeenCalled();
  readyState.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
  vi.advanceTimersByTime(SETTLE_MS - 1);
  expect(run).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(run).toHaveBeenCalledTimes(1);
  readyState.mockRestore();
});

test('on a page already loaded, work waits only for it to settle', () => {
  const run = vi.fn();
  whenPageSettled(run);
  vi.advanceTimersByTime(SETTLE_MS - 1);
  expect(run).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(run).toHaveBeenCalledTimes(1);
});
