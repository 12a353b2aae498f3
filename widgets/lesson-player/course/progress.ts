import type { Course, LessonSummary, Module } from '@courses/runtime';

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

/** Steps of a lesson the learner has done: all of a completed lesson, else those answered. */
function stepsDone(lesson: LessonSummary): number {
  return lesson.is_completed ? lesson.step_count : Math.min(lesson.steps_done, lesson.step_count);
}

/** Progress of some lessons: Completed, 'done/total', or null when none has begun. */
function lessonsProgress(lessons: readonly LessonSummary[], begun: boolean): string | null {
  if (lessons.length > 0 && lessons.every((lesson) => lesson.is_completed)) return COMPLETED;
  const total = lessons.reduce((sum, lesson) => sum + lesson.step_count, 0);
  const done = lessons.reduce((sum, lesson) => sum + stepsDone(lesson), 0);
  return done === 0 && !begun ? null : `${done}/${total}`;
}

/**
 * A course's progress value for its learner: the steps done out of all steps ('4/12'),
 * Completed when every lesson is, none before enrolling or answering a first step (the
 * course's starting step tells that the learner has begun).
 */
export function courseProgress(course: Course): string | null {
  if (course.enroll_id === 0) return null;
  const lessons = course.modules.flatMap((module) => module.lessons);
  return lessonsProgress(lessons, Boolean(course.starting_step));
}

/** A module's progress value: as the course's, over the module's lessons. */
export function moduleProgress(course: Course, module: Module): string | null {
  if (course.enroll_id === 0) return null;
  return lessonsProgress(module.lessons, false);
}

/** A lesson's progress value: Completed, the steps answered ('2/4'), or none. */
export function lessonProgress(lesson: LessonSummary): string | null {
  return lessonsProgress([lesson], false);
}

/** The course with one lesson changed, for updates made on this page. */
export function withLesson(
  course: Course,
  lessonId: number,
  change: (lesson: LessonSummary) => LessonSummary,
): Course {
  return {
    ...course,
    modules: course.modules.map((module) =>
      module.lessons.some((lesson) => lesson.id === lessonId)
        ? {
            ...module,
            lessons: module.lessons.map((lesson) =>
              lesson.id === lessonId ? change(lesson) : lesson,
            ),
          }
        : module,
    ),
  };
}
