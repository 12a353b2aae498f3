import { useEffect } from 'react';
import { mayContainMath, prefetchMarkup, warmUpMathJax } from '@courses/runtime/markup';

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
