import { defineWidget } from '@courses/runtime';
import { ReadingBar } from './ReadingBar';
import { ReadingBarProps } from './props';

/** Exposed as ./mount: a Django page mounts the reading-bar widget here. */
export const mount = defineWidget({
  name: 'reading-bar',
  props: ReadingBarProps,
  Component: ReadingBar,
});
