import { act, render } from '@testing-library/react';
import { Loading } from '../ui/Loading';
import {
  SUPPORTING_WAIT_MAX_MS,
  holdForContent,
  isSupporting,
  supportingTurn,
} from './supportingWidgets';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Whether `turn` has resolved, once the microtasks queued so far have run. */
async function resolved(turn: Promise<void>): Promise<boolean> {
  let done = false;
  void turn.then(() => (done = true));
  await act(async () => {});
  return done;
}

test('the toolbar, the popover and the dialog buttons support content; the player is content', () => {
  expect(
    ['reading-bar', 'keyword-popover', 'feedback-dialog', 'embed-dialog'].every(isSupporting),
  ).toBe(true);
  expect(
    ['lesson-player', 'data-tool', 'content-browser', 'dataset-popups'].some(isSupporting),
  ).toBe(false);
});

test('a supporting widget waits for a content slot, then for the views it shows while they load', async () => {
  const release = holdForContent();
  const turn = supportingTurn();
  vi.advanceTimersByTime(1000);
  expect(await resolved(turn)).toBe(false);
  // The content's mount shows a view that is still loading, in the same commit.
  const view = render(<Loading />);
  release();
  vi.advanceTimersByTime(1000);
  expect(await resolved(turn)).toBe(false);
  view.unmount();
  vi.advanceTimersByTime(300);
  expect(await resolved(turn)).toBe(true);
});

test('with no content on the page, a supporting widget starts at the first idle moment', async () => {
  const turn = supportingTurn();
  vi.advanceTimersByTime(300);
  expect(await resolved(turn)).toBe(true);
});

test('content that never becomes usable keeps supporting widgets back for a bounded time', async () => {
  const release = holdForContent();
  const turn = supportingTurn();
  vi.advanceTimersByTime(SUPPORTING_WAIT_MAX_MS - 1);
  expect(await resolved(turn)).toBe(false);
  vi.advanceTimersByTime(1);
  expect(await resolved(turn)).toBe(true);
  release();
});
