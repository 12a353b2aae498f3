import { holdPageBusy, pageFree, whenPageFree } from './pageBusy';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('work waits for an idle moment even when nothing holds the page', () => {
  const run = vi.fn();
  whenPageFree(run);
  expect(run).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(run).toHaveBeenCalledTimes(1);
});

test('a hold taken before the idle moment keeps the work back until every hold is released', () => {
  const run = vi.fn();
  whenPageFree(run);
  const first = holdPageBusy();
  const second = holdPageBusy();
  vi.runAllTimers();
  expect(run).not.toHaveBeenCalled();
  first();
  first(); // a second release of the same hold changes nothing
  vi.runAllTimers();
  expect(run).not.toHaveBeenCalled();
  second();
  // Released, the work still waits for the next idle moment.
  expect(run).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(run).toHaveBeenCalledTimes(1);
});

test('cancelled work never runs, whether waiting for idle time or for a release', () => {
  const early = vi.fn();
  const held = vi.fn();
  whenPageFree(early)();
  const release = holdPageBusy();
  const cancelHeld = whenPageFree(held);
  vi.runAllTimers();
  cancelHeld();
  release();
  vi.runAllTimers();
  expect(early).not.toHaveBeenCalled();
  expect(held).not.toHaveBeenCalled();
});

test('pageFree resolves once the page is free, or at its limit while a hold stays', async () => {
  const freed = vi.fn();
  const release = holdPageBusy();
  void pageFree(1000).then(freed);
  await vi.advanceTimersByTimeAsync(500);
  expect(freed).not.toHaveBeenCalled();
  release();
  await vi.runAllTimersAsync();
  expect(freed).toHaveBeenCalledTimes(1);

  const limited = vi.fn();
  const stuck = holdPageBusy();
  void pageFree(1000).then(limited);
  await vi.advanceTimersByTimeAsync(999);
  expect(limited).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(limited).toHaveBeenCalledTimes(1);
  stuck();
});
