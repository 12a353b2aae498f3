import type { Dataset } from '@courses/runtime';

/** The `{appType}` and `type` of the notes and history calls for this dataset. */
export function historyTarget(dataset: Dataset): { appType: string; type: string } {
  return dataset.is_user_dataset
    ? { appType: 'user-dataset', type: 'userdataset' }
    : { appType: 'datasets', type: 'dataset' };
}
