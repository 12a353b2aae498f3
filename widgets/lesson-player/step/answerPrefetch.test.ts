import { act, renderHook, waitFor } from '@testing-library/react';
import type { AnswerChannel, SavedStep } from './answerChannel';
import {
  prefetchStepAnswers,
  primeStepAnswers,
  takePrefetchedAnswers,
  takePrimedAnswers,
} from './answerPrefetch';
import { useStepAnswers } from './useStepAnswers';

function saved(answer: string): SavedStep {
  return {
    response: { q1: { userAnswer: answer, preview: null, isCorrect: null } },
    attempt: false,
    submitted: false,
    answer_key: null,
  };
}

/** A channel whose server holds `held` for every step, counting its fetches. */
function channelHolding(held: { current: SavedStep | null }) {
  const fetches: number[] = [];
  const channel: AnswerChannel = {
    scope: 'prefetch-test',
    fetch: (stepId) => {
      fetches.push(stepId);
      return Promise.resolve(held.current);
    },
    save: () => Promise.reject(new Error('not in this test')),
  };
  return { channel, fetches };
}

async function prefetch(channel: AnswerChannel, stepId: number, fetches: number[]) {
  prefetchStepAnswers(channel, stepId);
  await waitFor(() => expect(fetches).toContain(stepId));
  await act(() => Promise.resolve());
}

function renderAnswers(channel: AnswerChannel, stepId: number) {
  let renders = 0;
  const hook = renderHook(() => {
    renders++;
    return useStepAnswers({
      stepId,
      channel,
      questions: [],
      sendsAnswers: true,
      storageKey: `prefetch-test-${stepId}`,
    });
  });
  return { hook, renders: () => renders };
}

afterEach(() => sessionStorage.clear());

it('a step whose answers were prefetched renders once, ready, and stays so when they match', async () => {
  const held = { current: saved('27.5') };
  const { channel, fetches } = channelHolding(held);
  await prefetch(channel, 11, fetches);

  const { hook, renders } = renderAnswers(channel, 11);
  expect(hook.result.current.loading).toBe(false);
  expect(hook.result.current.values).toEqual({ q1: '27.5' });
  // The view asks the server again once the browser is idle, not while the step is shown;
  // the same answers change nothing.
  expect(fetches.filter((id) => id === 11)).toHaveLength(1);
  await waitFor(() => expect(fetches.filter((id) => id === 11)).toHaveLength(2));
  await act(() => Promise.resolve());
  expect(renders()).toBe(1);
  // Taken once: nothing is left for a later visit of the step.
  expect(takePrefetchedAnswers('prefetch-test', 11)).toBeUndefined();
});

it('answers saved elsewhere since the prefetch replace the prefetched ones', async () => {
  const held = { current: saved('27') };
  const { channel, fetches } = channelHolding(held);
  await prefetch(channel, 12, fetches);
  held.current = saved('27.5');

  const { hook } = renderAnswers(channel, 12);
  expect(hook.result.current.values).toEqual({ q1: '27' });
  await waitFor(() => expect(hook.result.current.values).toEqual({ q1: '27.5' }));
  expect(hook.result.current.saved).toEqual(saved('27.5'));
});

it('without a prefetch the step loads its answers as before', async () => {
  const held = { current: saved('5') };
  const { channel } = channelHolding(held);
  const { hook } = renderAnswers(channel, 13);
  expect(hook.result.current.loading).toBe(true);
  await waitFor(() => expect(hook.result.current.loading).toBe(false));
  expect(hook.result.current.values).toEqual({ q1: '5' });
});

it('a cancelled prefetch leaves nothing behind', async () => {
  const held = { current: saved('1') };
  const { channel, fetches } = channelHolding(held);
  const cancel = prefetchStepAnswers(channel, 14);
  cancel();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(fetches).not.toContain(14);
  expect(takePrefetchedAnswers('prefetch-test', 14)).toBeUndefined();
});

it("the learner's own save makes the second look unneeded: it is not made", async () => {
  const held = { current: saved('27') };
  const { channel, fetches } = channelHolding(held);
  let saves = 0;
  // The reply to this save is lost: the server holds it, the page does not know.
  channel.save = () => {
    saves++;
    held.current = { ...saved('27.5'), attempt: true };
    return Promise.resolve({ ok: false, status: undefined, detail: undefined });
  };
  await prefetch(channel, 15, fetches);

  const { hook } = renderAnswers(channel, 15);
  await act(async () => {
    await hook.result.current.save({ attempt: true, submitted: false });
  });
  expect(saves).toBe(1);
  // Well past the settle time: the step still offers Check (nothing marked it attempted
  // under the learner's next press); only the save's own outcome changes it.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(fetches.filter((id) => id === 15)).toHaveLength(1);
  expect(hook.result.current.saved?.attempt).toBe(false);
});

it('a view opened while the primed answers are on their way waits for them, not asking again', async () => {
  let answer: (saved: SavedStep | null) => void = () => {};
  const fetches: number[] = [];
  const channel: AnswerChannel = {
    scope: 'prime-test',
    fetch: (stepId) => {
      fetches.push(stepId);
      return new Promise((resolve) => (answer = resolve));
    },
    save: () => Promise.reject(new Error('not in this test')),
  };
  primeStepAnswers(channel, 16);
  const { hook } = renderAnswers(channel, 16);
  expect(hook.result.current.loading).toBe(true);
  await act(async () => answer(saved('31')));
  await waitFor(() => expect(hook.result.current.loading).toBe(false));
  expect(hook.result.current.values).toEqual({ q1: '31' });
  // One call for the page's opening, taken by the view: none left over, none sent again.
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(fetches).toEqual([16]);
  expect(takePrimedAnswers('prime-test', 16)).toBeUndefined();
  expect(takePrefetchedAnswers('prime-test', 16)).toBeUndefined();
});

it('primed answers that failed are asked for again by the view, which shows that outcome', async () => {
  const results: (SavedStep | undefined)[] = [undefined, saved('8')];
  const fetches: number[] = [];
  const channel: AnswerChannel = {
    scope: 'prime-fail-test',
    fetch: (stepId) => {
      fetches.push(stepId);
      return Promise.resolve(results.shift());
    },
    save: () => Promise.reject(new Error('not in this test')),
  };
  primeStepAnswers(channel, 17);
  const { hook } = renderAnswers(channel, 17);
  await waitFor(() => expect(hook.result.current.values).toEqual({ q1: '8' }));
  expect(fetches).toEqual([17, 17]);
});

it('primed answers that arrived before the view opened are used in its first render, with no second look', async () => {
  const held = { current: saved('12') };
  const { channel, fetches } = channelHolding(held);
  primeStepAnswers(channel, 18);
  await waitFor(() => expect(fetches).toEqual([18]));
  await act(() => Promise.resolve());
  const { hook, renders } = renderAnswers(channel, 18);
  // Ready at once: never a loading render, then another when the answers are read.
  expect(hook.result.current.loading).toBe(false);
  expect(hook.result.current.values).toEqual({ q1: '12' });
  expect(hook.result.current.saved).toEqual(saved('12'));
  await act(() => Promise.resolve());
  expect(renders()).toBe(1);
  // As fresh as the page: nothing is asked again once the browser is idle.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(fetches).toEqual([18]);
});

it('a prefetch cancelled while under way aborts its call; one already answered is left alone', async () => {
  const signals: AbortSignal[] = [];
  let answer: (saved: SavedStep | null) => void = () => {};
  const channel: AnswerChannel = {
    scope: 'prefetch-cancel-test',
    fetch: (_stepId, signal) => {
      signals.push(signal);
      return new Promise((resolve) => (answer = resolve));
    },
    save: () => Promise.reject(new Error('not in this test')),
  };
  const cancelUnderWay = prefetchStepAnswers(channel, 21);
  await waitFor(() => expect(signals).toHaveLength(1));
  cancelUnderWay();
  expect(signals[0]?.aborted).toBe(true);

  const cancelAnswered = prefetchStepAnswers(channel, 22);
  await waitFor(() => expect(signals).toHaveLength(2));
  answer(saved('5.7'));
  await act(() => Promise.resolve());
  cancelAnswered();
  expect(signals[1]?.aborted).toBe(false);
  expect(takePrefetchedAnswers('prefetch-cancel-test', 22)).toEqual(saved('5.7'));
});
