import { useEffect } from 'react';
import { mayContainMath, warmUpMathJax } from '@courses/runtime/markup';

interface StepSources {
  content: string;
  left_content: string;
}

/**
 * When a lesson has maths on any step, MathJax starts while the reader is on the current one,
 * so Next does not wait for its start-up and stylesheet (see warmUpMathJax). Only once the
 * step shown is ready to answer (`ready`): its half-second of work must not hold that step back.
 */
export function useMathWarmUp(
  steps: readonly StepSources[],
  ready: boolean,
  warmUp: () => void = warmUpMathJax,
): void {
  useEffect(() => {
    if (!ready) return;
    if (steps.some((step) => mayContainMath(step.content) || mayContainMath(step.left_content)))
      warmUp();
  }, [steps, ready, warmUp]);
}
