import { deferredMount } from '@courses/runtime/startup';
import { openRequests } from './openRequests';
import { EmbedDialogProps } from './props';

/**
 * Exposed as ./mount: a Django page mounts the embed-dialog widget here. With its own button
 * the widget starts at once; with `showButton: false` it shows nothing until the first
 * open request, so React, MUI and the dialog load then.
 */
export const mount = deferredMount({
  name: 'embed-dialog',
  props: EmbedDialogProps,
  setUp: () => ({
    load: () => import('./dialogMount').then((module) => module.mount),
    watch: ({ showButton }, start) => {
      if (!showButton) return openRequests.watch(() => void start());
      void start();
      return () => {};
    },
  }),
});
