import { deferredMount } from '@courses/runtime/startup';
import { openRequests } from './openRequests';
import { DatasetPopupsProps, isListenOnly } from './props';

/**
 * Exposed as ./mount: a Django page mounts the dataset-popups widget here. A card (a dataset or
 * an activity) starts at once; a `listen` slot shows nothing until the page's first open-share
 * or open-dataset-popup event, so React, MUI and the popups load then.
 */
export const mount = deferredMount({
  name: 'dataset-popups',
  props: DatasetPopupsProps,
  setUp: () => ({
    load: () => import('./fullMount').then((module) => module.mount),
    watch: (props, start) => {
      if (!isListenOnly(props)) {
        void start();
        return () => {};
      }
      const stops = [openRequests.share, openRequests.popup].map((requests) =>
        requests.watch(() => void start()),
      );
      return () => stops.forEach((stop) => stop());
    },
  }),
});
