import { defineWidget } from '@courses/runtime';
import { LessonPlayer } from './LessonPlayer';
import { LessonPlayerProps } from './props';

/** Exposed as ./mount: a Django page mounts the lesson-player widget here. */
export const mount = defineWidget({
  name: 'lesson-player',
  props: LessonPlayerProps,
  Component: LessonPlayer,
  // A step page's reading bar and keywords come once the step is usable.
  holdsPageUntilShown: true,
});
