import * as v from 'valibot';

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const LessonPlayerProps = v.strictObject({
  /** Base path of the course app. */
  basePath: v.optional(v.pipe(v.string(), v.startsWith('/')), '/courses/'),
  /** Course to open when the URL names none. */
  courseId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** A single lesson to play outside a course (embeds). */
  lessonId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Teacher review: answers stay in session storage and are never sent. */
  review: v.optional(v.boolean(), false),
});
export type LessonPlayerProps = v.InferOutput<typeof LessonPlayerProps>;
