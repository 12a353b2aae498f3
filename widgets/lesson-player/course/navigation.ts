import type { Course, Lesson, LessonStep } from '@courses/runtime';
import { lessonIntroPath, modulePath, reviewPath, stepPath } from './coursePaths';

/** Steps in the order learners meet them (spec section 2). */
export function sortedSteps(lesson: Pick<Lesson, 'steps'>): LessonStep[] {
  return [...lesson.steps].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The lesson's steps in order and the one a route's `stepId` names (undefined if none). */
export function stepOfRoute(lesson: Pick<Lesson, 'steps'>, stepId: string | undefined) {
  const steps = sortedSteps(lesson);
  const stepIndex = steps.findIndex((s) => String(s.id) === stepId);
  return { steps, stepIndex, step: steps[stepIndex] };
}

/** Where a learner is: the course, module and lesson slugs and the step's index. */
export interface StepPosition {
  course: Course;
  moduleSlug: string;
  lessonSlug: string;
  /** Steps sorted by order. */
  steps: readonly Pick<LessonStep, 'id'>[];
  stepIndex: number;
  isAssessment: boolean;
}

/**
 * After a lesson: the next lesson's intro in the same module; after the module's last lesson,
 * the next module's intro; after the last module, the first module again (spec section 4).
 */
export function afterLesson(course: Course, moduleSlug: string, lessonSlug: string): string {
  const slug = course.access_url;
  const moduleIndex = course.modules.findIndex((m) => m.slug === moduleSlug);
  const module = course.modules[moduleIndex];
  if (module) {
    const lessonIndex = module.lessons.findIndex((l) => l.slug === lessonSlug);
    const nextLesson = lessonIndex >= 0 ? module.lessons[lessonIndex + 1] : undefined;
    if (nextLesson) return lessonIntroPath(slug, module.slug, nextLesson.slug);
  }
  const nextModule = course.modules[moduleIndex + 1] ?? course.modules[0];
  return nextModule ? modulePath(slug, nextModule.slug) : `/${slug}/`;
}

/**
 * Next from a step: the following step; from the last step of an assessment, its review
 * page; from the last step of any other lesson, whatever comes after the lesson.
 */
export function nextTarget(position: StepPosition): string {
  const { course, moduleSlug, lessonSlug, steps, stepIndex } = position;
  const next = steps[stepIndex + 1];
  if (next) return stepPath(course.access_url, moduleSlug, lessonSlug, next.id);
  if (position.isAssessment) return reviewPath(course.access_url, moduleSlug, lessonSlug);
  return afterLesson(course, moduleSlug, lessonSlug);
}

/** Previous from a step: the step before, or the lesson intro from the first step. */
export function previousTarget(position: StepPosition): string {
  const { course, moduleSlug, lessonSlug, steps, stepIndex } = position;
  const previous = stepIndex > 0 ? steps[stepIndex - 1] : undefined;
  if (previous) return stepPath(course.access_url, moduleSlug, lessonSlug, previous.id);
  return lessonIntroPath(course.access_url, moduleSlug, lessonSlug);
}

/** /{course}/: the learner's starting step if any, otherwise the first module (spec section 2). */
export function courseStart(course: Course): string {
  const start = course.starting_step;
  if (start)
    return stepPath(course.access_url, start.module_slug, start.lesson_slug, start.step_id);
  const first = course.modules[0];
  return first ? modulePath(course.access_url, first.slug) : `/${course.access_url}/`;
}
