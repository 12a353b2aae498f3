import * as v from '@courses/runtime/valibot';
import { defineWidget } from '@courses/runtime';
import { MarkupPlayground } from './MarkupPlayground';

/** The markup playground, a demo-only remote mounted by the /playground/markup/ page. */
export const mount = defineWidget({
  name: 'markup-playground',
  props: v.strictObject({
    /** Source to start with instead of the sample that shows every construct. */
    initialSource: v.optional(v.string()),
  }),
  Component: MarkupPlayground,
});
