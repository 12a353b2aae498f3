import { useEffect } from 'react';
import { mayContainMath, prefetchMarkup, warmUpMathJax } from '@courses/runtime/markup';
import { courseAnswerChannel } from '../step/answerChannel';
import { prefetchStepAnswers } from '../step/answerPrefetch';

interface StepSources {
  content: string;
  left_content: string;
}

/**
 * When a lesson has maths on any step, MathJax starts while the reader is on the current one,
 * so Next does not wait for its start-up and stylesheet (see warmUpMathJax).
 */
export function useMathWarmUp(steps: readonly StepSources[], enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    if (steps.some((step) => mayContainMath(step.content) || mayContainMath(step.left_content)))
      warmUpMathJax();
  }, [steps, enabled]);
}

/** The next step is parsed and its formulas typeset while the reader is idle on this one. */
export function usePrefetchStep(step: StepSources | undefined, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !step) return;
    return prefetchMarkup([step.content, step.left_content]);
  }, [step, enabled]);
}

/**
 * The next step's saved answers are fetched while the reader is idle on this one (enrolled
 * and sending answers: `enrollId` > 0), so Next shows that step once, ready to answer.
 */
export function usePrefetchAnswers(
  enrollId: number,
  stepId: number | undefined,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled || stepId === undefined || enrollId <= 0) return;
    return prefetchStepAnswers(courseAnswerChannel(enrollId), stepId);
  }, [enrollId, stepId, enabled]);
}
