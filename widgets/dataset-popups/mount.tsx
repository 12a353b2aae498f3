import { defineWidget } from '@courses/runtime';
import { DatasetPopups } from './DatasetPopups';
import { DatasetPopupsProps } from './props';

/** Exposed as ./mount: a Django page mounts the dataset-popups widget here. */
export const mount = defineWidget({
  name: 'dataset-popups',
  props: DatasetPopupsProps,
  Component: DatasetPopups,
});
