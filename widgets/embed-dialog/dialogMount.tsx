import { defineWidget } from '@courses/runtime';
import { EmbedDialog } from './EmbedDialog';
import { EmbedDialogProps } from './props';

/** The dialog's React part, loaded by mount.ts when the widget is first needed. */
export const mount = defineWidget({
  name: 'embed-dialog',
  props: EmbedDialogProps,
  Component: EmbedDialog,
});
