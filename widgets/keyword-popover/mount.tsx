import { defineWidget } from '@courses/runtime';
import { KeywordPopover } from './KeywordPopover';
import { KeywordPopoverProps } from './props';

/** Exposed as ./mount: a Django page mounts the keyword-popover widget here. */
export const mount = defineWidget({
  name: 'keyword-popover',
  props: KeywordPopoverProps,
  Component: KeywordPopover,
});
