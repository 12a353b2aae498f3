import { defineWidget } from '@courses/runtime';
import { DatasetPopups } from './DatasetPopups';
import { DatasetPopupsProps } from './props';

/** The widget's React part, loaded by mount.ts: at once for a card, on first use when listening. */
export const mount = defineWidget({
  name: 'dataset-popups',
  props: DatasetPopupsProps,
  Component: DatasetPopups,
});
