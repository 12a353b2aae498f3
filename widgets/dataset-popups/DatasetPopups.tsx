import { useAtomValue } from 'jotai';
import { RequestFailed } from './RequestFailed';
import { Loading, fetchDataset, type Dataset } from '@courses/runtime';
import { DatasetCard } from './DatasetCard';
import { configOrNullAtom, userOrNullAtom } from './pageState';
import { datasetCode, type DatasetPopupsProps } from './props';
import { useRequest } from './useRequest';

/** The dataset named by the props, loaded once, with its header card and popups. */
export function DatasetPopups(props: DatasetPopupsProps) {
  const user = useAtomValue(userOrNullAtom);
  const config = useAtomValue(configOrNullAtom);
  const code = datasetCode(props);
  const { state, retry, set } = useRequest<Dataset>(
    `dataset:${code}:${user?.id ?? 0}`,
    true,
    (signal) => fetchDataset(code, { signal }),
  );

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <RequestFailed message={state.message} retry={retry} />;
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
