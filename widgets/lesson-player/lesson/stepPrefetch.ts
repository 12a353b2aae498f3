import { useEffect } from 'react';
import { prefetchMarkup } from '@courses/runtime/markup';
import { courseAnswerChannel } from '../step/answerChannel';
import { prefetchStepAnswers } from '../step/answerPrefetch';

interface StepSources {
  content: string;
  left_content: string;
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
