import * as v from '@courses/runtime/valibot';

/** Props a host page passes in the slot's JSON. Unknown keys are refused so typos surface. */
export const LessonPlayerProps = v.strictObject({
  /** Base path of the course app. */
  basePath: v.optional(v.pipe(v.string(), v.startsWith('/')), '/courses/'),
  /** Course to open when the URL names none. */
  courseId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /**
   * A single lesson to play outside a course (activities, tasks, Jr. lessons), by id or slug;
   * its intro/, {stepId}/ and review/ are relative to basePath.
   */
  lessonId: v.optional(
    v.union([
      v.pipe(v.number(), v.integer(), v.minValue(1)),
      v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Expected a lesson slug')),
    ]),
  ),
  /**
   * Where the host serves chromeless views of this app for other sites' frames (e.g.
   * /embed/courses/): the header then has an Embed button for the view on screen.
   */
  embedPath: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  /**
   * Edit mode: the content builder, where teachers build their own activities (spec sections 1
   * and 6). Its code is a chunk of its own, loaded only in this mode.
   */
  builder: v.optional(v.boolean(), false),
  /**
   * The level of the player's view headings (its Courses, module, lesson and step titles).
   * Left out, the page's outline decides: 1 where the player is the page, 2 where the page has
   * an h1 of its own outside the player (one h1 per page).
   */
  headingLevel: v.optional(v.picklist([1, 2, 3])),
  /** Teacher review: answers stay in session storage and are never sent. */
  review: v.optional(v.boolean(), false),
});
export type LessonPlayerProps = v.InferOutput<typeof LessonPlayerProps>;
