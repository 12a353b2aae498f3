import { useCallback, useEffect, useState } from 'react';
import { fetchDatasetTable, fetchLessonStep, settle } from '@courses/runtime';
import { DATASET_LOAD_FAILED, STEP_LOAD_FAILED } from './messages';
import { orderColumns, tableFromStepDataset, type DataTable } from './model/table';

export type SourceData =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; table: DataTable | null; plotState: unknown };

type Settled = Exclude<SourceData, { status: 'idle' | 'loading' }>;

/** Where the tool's data is fetched from: a lesson step's `dataplot`, or a dataset's table. */
export type DataSource =
  { kind: 'step'; lessonId: number | string; stepId: number } | { kind: 'dataset'; code: string };

async function loadStep(
  source: Extract<DataSource, { kind: 'step' }>,
  signal: AbortSignal,
): Promise<Settled> {
  const step = await fetchLessonStep(source.lessonId, source.stepId, { signal });
  if (!step) return { status: 'failed', message: STEP_LOAD_FAILED };
  const course = step.dataplot?.course_dataset ?? null;
  return {
    status: 'ready',
    table: course ? tableFromStepDataset(course.dataset_name, course.dataset) : null,
    plotState: step.dataplot?.plot_state ?? null,
  };
}

async function loadDataset(
  source: Extract<DataSource, { kind: 'dataset' }>,
  signal: AbortSignal,
): Promise<Settled> {
  const result = await settle(fetchDatasetTable(source.code, { signal }));
  if (!result.ok) {
    // The server says why it refused (not found, premium); anything else is ours to word.
    const refused = result.status === 403 || result.status === 404;
    return { status: 'failed', message: (refused && result.detail) || DATASET_LOAD_FAILED };
  }
  const { name, columns, column_ids, rows } = result.data;
  return {
    status: 'ready',
    table: { name, columns: orderColumns(columns, column_ids), rows },
    plotState: null,
  };
}

function sourceKey(source: DataSource | null): string | null {
  if (!source) return null;
  return source.kind === 'step'
    ? `step:${source.lessonId}/${source.stepId}`
    : `dataset:${source.code}`;
}

/**
 * Loads the tool's table from the server: a step's dataset and plot state (`table` is null when
 * the step has none) or a dataset's table. Idle without a source; retry asks again.
 */
export function useSourceData(source: DataSource | null): { data: SourceData; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; data: Settled } | null>(null);
  const base = sourceKey(source);
  const key = `${base}#${attempt}`;

  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    const load =
      source.kind === 'step'
        ? loadStep(source, controller.signal)
        : loadDataset(source, controller.signal);
    void load.then((data) => {
      if (!controller.signal.aborted) setResult({ key, data });
    });
    return () => controller.abort();
    // The key names the source and the attempt; the object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A result for another source or an earlier attempt is stale: loading again.
  const data: SourceData =
    base === null ? { status: 'idle' } : result?.key === key ? result.data : { status: 'loading' };
  return { data, retry };
}
