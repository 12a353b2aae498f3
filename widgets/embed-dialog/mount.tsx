import { defineWidget } from '@courses/runtime';
import { EmbedDialog } from './EmbedDialog';
import { EmbedDialogProps } from './props';

/** Exposed as ./mount: a Django page mounts the embed-dialog widget here. */
export const mount = defineWidget({
  name: 'embed-dialog',
  props: EmbedDialogProps,
  Component: EmbedDialog,
});
