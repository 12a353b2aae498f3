import {
  RequestFailure,
  fetchDatasetTable,
  fetchLessonStep,
  settle,
  useRequest,
  type RequestState,
} from '@courses/runtime';
import { DATASET_LOAD_FAILED, STEP_LOAD_FAILED } from './messages';
import { orderColumns, tableFromStepDataset, type DataTable } from './model/table';

/** What a source gives the tool: its table (null when a step has none) and plot state. */
export interface LoadedSource {
  table: DataTable | null;
  plotState: unknown;
}

/** Idle: the props name no server-side source (an inline dataset, a simulation). */
export type SourceData = { status: 'idle' } | RequestState<LoadedSource>;

/** Where the tool's data is fetched from: a lesson step's `dataplot`, or a dataset's table. */
export type DataSource =
  { kind: 'step'; lessonId: number | string; stepId: number } | { kind: 'dataset'; code: string };

async function loadStep(
  source: Extract<DataSource, { kind: 'step' }>,
  signal: AbortSignal,
): Promise<LoadedSource> {
  const step = await fetchLessonStep(source.lessonId, source.stepId, { signal });
  if (!step) throw new RequestFailure(STEP_LOAD_FAILED);
  const course = step.dataplot?.course_dataset ?? null;
  return {
    table: course ? tableFromStepDataset(course.dataset_name, course.dataset) : null,
    plotState: step.dataplot?.plot_state ?? null,
  };
}

async function loadDataset(
  source: Extract<DataSource, { kind: 'dataset' }>,
  signal: AbortSignal,
): Promise<LoadedSource> {
  const result = await settle(fetchDatasetTable(source.code, { signal }));
  if (!result.ok) {
    // The server says why it refused (not found, premium); anything else is ours to word.
    const refused = result.status === 403 || result.status === 404;
    throw new RequestFailure((refused && result.detail) || DATASET_LOAD_FAILED);
  }
  const { name, columns, column_ids, rows } = result.data;
  return { table: { name, columns: orderColumns(columns, column_ids), rows }, plotState: null };
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
  const { state, retry } = useRequest(sourceKey(source), (signal) => {
    // Without a source the key is null and nothing is asked.
    if (!source) return Promise.resolve(undefined);
    return source.kind === 'step' ? loadStep(source, signal) : loadDataset(source, signal);
  });
  return { data: source ? state : { status: 'idle' }, retry };
}
