import { defineWidget } from '@courses/runtime';
import { FeedbackDialog } from './FeedbackDialog';
import { FeedbackDialogProps } from './props';

/** Exposed as ./mount: a Django page mounts the feedback-dialog widget here. */
export const mount = defineWidget({
  name: 'feedback-dialog',
  props: FeedbackDialogProps,
  Component: FeedbackDialog,
});
