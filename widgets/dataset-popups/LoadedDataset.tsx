import { useAtomValue } from 'jotai';
import { Loading, fetchDataset, type Dataset, RequestFailed } from '@courses/runtime';
import { DatasetCard } from './DatasetCard';
import { configOrNullAtom, userOrNullAtom } from './pageState';
import type { DatasetPopupsProps } from './props';
import { useRequest } from '@courses/runtime';

/** The dataset named by the props, loaded once, with its header card and popups. */
export function LoadedDataset(props: DatasetPopupsProps & { code: string }) {
  const { code } = props;
  const user = useAtomValue(userOrNullAtom);
  const config = useAtomValue(configOrNullAtom);
  const { state, retry, set } = useRequest<Dataset>(`dataset:${code}:${user?.id ?? 0}`, (signal) =>
    fetchDataset(code, { signal }),
  );

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <RequestFailed message={state.message} retry={retry} />;
  return (
    <DatasetCard
      dataset={state.data}
      user={user}
      config={config}
      courseDatasetId={props.courseDatasetId}
      embedPath={props.embedPath}
      onDatasetChange={set}
    />
  );
}
