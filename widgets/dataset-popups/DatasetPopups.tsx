import { useAtomValue } from 'jotai';
import { RequestFailed } from './RequestFailed';
import { Loading, fetchDataset, type Dataset } from '@courses/runtime';
import { ActivityCard } from './ActivityCard';
import { DatasetCard } from './DatasetCard';
import { EventPopups } from './EventPopups';
import { configOrNullAtom, userOrNullAtom } from './pageState';
import { datasetCode, type DatasetPopupsProps } from './props';
import { useRequest } from './useRequest';

/**
 * The slot's card (a dataset or an activity, or none for a `listen` slot) and the popups the
 * page's events open.
 */
export function DatasetPopups(props: DatasetPopupsProps) {
  const code = datasetCode(props);
  return (
    <>
      {code !== null ? (
        <LoadedDataset {...props} code={code} />
      ) : props.activity ? (
        <ActivityCard activity={props.activity} isJunior={props.isJunior ?? false} />
      ) : null}
      <EventPopups />
    </>
  );
}

/** The dataset named by the props, loaded once, with its header card and popups. */
function LoadedDataset(props: DatasetPopupsProps & { code: string }) {
  const { code } = props;
  const user = useAtomValue(userOrNullAtom);
  const config = useAtomValue(configOrNullAtom);
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
