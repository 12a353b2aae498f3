import type { Course } from '@courses/runtime';

export const NOT_STARTED = 'Not Started';
export const COMPLETED = 'Completed';

/**
 * Content progress text (spec section 4): none given = Not Started; Completed shown as is;
 * otherwise the value followed by Steps.
 */
export function progressText(value: string | null | undefined): string {
  if (value == null || value === '') return NOT_STARTED;
  if (value === COMPLETED) return COMPLETED;
  return `${value} Steps`;
}

/**
 * A course's progress value for its learner: the steps of completed lessons out of all steps
 * ('4/12'), Completed when every lesson is, none before enrolling or saving a first answer
 * (the course's starting step tells that the learner has begun).
 */
export function courseProgress(course: Course): string | null {
  if (course.enroll_id === 0) return null;
  const lessons = course.modules.flatMap((module) => module.lessons);
  if (lessons.length > 0 && lessons.every((lesson) => lesson.is_completed)) return COMPLETED;
  const total = lessons.reduce((sum, lesson) => sum + lesson.step_count, 0);
  const done = lessons
    .filter((lesson) => lesson.is_completed)
    .reduce((sum, lesson) => sum + lesson.step_count, 0);
  return done === 0 && !course.starting_step ? null : `${done}/${total}`;
}
