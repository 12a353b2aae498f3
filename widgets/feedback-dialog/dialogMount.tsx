import { defineWidget } from '@courses/runtime';
import { FeedbackDialog } from './FeedbackDialog';
import { FeedbackDialogProps } from './props';

/** The dialog's React part, loaded by mount.ts when the widget is first needed. */
export const mount = defineWidget({
  name: 'feedback-dialog',
  props: FeedbackDialogProps,
  Component: FeedbackDialog,
});
