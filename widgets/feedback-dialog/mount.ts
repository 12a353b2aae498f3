import { deferredDialog } from '@courses/runtime/startup';
import { openRequests } from './openRequests';
import { FeedbackDialogProps } from './props';

/**
 * Exposed as ./mount: a Django page mounts the feedback-dialog widget here. With its own button
 * the widget starts at once; with `showButton: false` it shows nothing until the first
 * open request, so React, MUI and the dialog load then.
 */
export const mount = deferredDialog({
  name: 'feedback-dialog',
  props: FeedbackDialogProps,
  requests: openRequests,
  load: () => import('./dialogMount').then((module) => module.mount),
});
