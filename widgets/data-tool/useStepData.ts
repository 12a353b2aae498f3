import { useCallback, useEffect, useState } from 'react';
import { fetchLessonStep } from '@courses/runtime';
import { tableFromStepDataset, type DataTable } from './model/table';

export type StepData =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; table: DataTable | null; plotState: unknown };

type Settled = Exclude<StepData, { status: 'idle' | 'loading' }>;

/**
 * Loads a lesson step's `dataplot` (its dataset and plot state). `table` is null when the step
 * has none. Idle without a step.
 */
export function useStepData(
  lessonId: number | string | undefined,
  stepId: number | undefined,
): { data: StepData; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; data: Settled } | null>(null);
  const wanted = lessonId !== undefined && stepId !== undefined;
  const key = `${lessonId}/${stepId}#${attempt}`;

  useEffect(() => {
    if (lessonId === undefined || stepId === undefined) return;
    const controller = new AbortController();
    void fetchLessonStep(lessonId, stepId, { signal: controller.signal }).then((step) => {
      if (controller.signal.aborted) return;
      if (!step) {
        setResult({ key, data: { status: 'failed' } });
        return;
      }
      const course = step.dataplot?.course_dataset ?? null;
      setResult({
        key,
        data: {
          status: 'ready',
          table: course ? tableFromStepDataset(course.dataset_name, course.dataset) : null,
          plotState: step.dataplot?.plot_state ?? null,
        },
      });
    });
    return () => controller.abort();
  }, [lessonId, stepId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A result for another step or an earlier attempt is stale: loading again.
  const data: StepData = !wanted
    ? { status: 'idle' }
    : result?.key === key
      ? result.data
      : { status: 'loading' };
  return { data, retry };
}
