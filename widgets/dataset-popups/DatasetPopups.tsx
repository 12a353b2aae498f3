import { Suspense } from 'react';
import { Loading, retryableLazy } from '@courses/runtime';
import { EventPopups } from './EventPopups';
import { datasetCode, type DatasetPopupsProps } from './props';

// Loaded when used: a `listen` slot (on every course page) costs only its event listener.
const LoadedDataset = retryableLazy(() =>
  import('./LoadedDataset').then((module) => module.LoadedDataset),
);
const ActivityCard = retryableLazy(() =>
  import('./ActivityCard').then((module) => module.ActivityCard),
);

/**
 * The slot's card (a dataset or an activity, or none for a `listen` slot) and the popups the
 * page's events open.
 */
export function DatasetPopups(props: DatasetPopupsProps) {
  const code = datasetCode(props);
  return (
    <>
      <Suspense fallback={<Loading />}>
        {code !== null ? (
          <LoadedDataset {...props} code={code} />
        ) : props.activity ? (
          <ActivityCard activity={props.activity} isJunior={props.isJunior ?? false} />
        ) : null}
      </Suspense>
      <EventPopups />
    </>
  );
}
