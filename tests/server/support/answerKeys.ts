import { expect } from 'vitest';
import { LessonSchema, type Lesson } from '../../../src/api/schemas/lesson';
import { LessonStepSchema, type LessonStep } from '../../../src/api/schemas/lessonStep';
import { CourseReviewSchema, type CourseReview } from '../../../src/api/schemas/review';
import type { AnswerMap } from '../../../src/api/schemas/question';
import { expectShape, json, type Browser } from './testServer';

/** Key material in markup: a question's `answer=` attribute, or a solution container. */
const KEY_MARKUP = /^ {0,3}:{3,}question\{[^\n]*\banswer=|^ {0,3}:{3,}solution\b/m;

export function carriesKeyMarkup(markup: string): boolean {
  return KEY_MARKUP.test(markup);
}

/** Whether a step, as served, gives its key away in any of its fields. */
export function stepCarriesKey(step: LessonStep): boolean {
  return (
    carriesKeyMarkup(step.content) ||
    carriesKeyMarkup(step.left_content) ||
    step.questions.some((q) => q.answer !== null || q.solution !== null)
  );
}

/** Fails unless the step has questions but none of them gives its key away. */
export function expectStepWithoutKey(step: LessonStep): void {
  expect(step.questions.length, `step ${step.id} has questions`).toBeGreaterThan(0);
  expect(stepCarriesKey(step), `step ${step.id} carries no key`).toBe(false);
}

/** Fails unless the step carries its key, in the markup and in the parsed questions. */
export function expectStepWithKey(step: LessonStep): void {
  expect(carriesKeyMarkup(step.content), `step ${step.id} markup has its key`).toBe(true);
  expect(
    step.questions.every((q) => q.solution !== null),
    `step ${step.id} questions have their solutions`,
  ).toBe(true);
}

export async function fetchLesson(browser: Browser, slug: string): Promise<Lesson> {
  const response = await browser.get(`/api/lessons/${slug}/`);
  expect(response.status).toBe(200);
  return expectShape(LessonSchema, await json(response));
}

/** The verdicts of an answer map, by question id. */
export function verdicts(answers: AnswerMap): Record<string, boolean | null | undefined> {
  return Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, a.isCorrect]));
}

export function stepOf(lesson: Lesson, index: number): LessonStep {
  const step = lesson.steps[index];
  if (!step) throw new Error(`${lesson.slug} has no step ${index}`);
  return step;
}

/** Enrolls `user` in the climate course (course 1) as `browser`; returns the enrollment's id. */
export async function enroll(browser: Browser, user: number): Promise<number> {
  const response = await browser.post('/api/courses/enroll/', { course: 1, user });
  return ((await json(response)) as { id: number }).id;
}

/** The course review of a lesson of the climate course, as `browser` sees it. */
export async function fetchReview(browser: Browser, lessonSlug: string): Promise<CourseReview> {
  const response = await browser.get(`/api/analytics/usercourse/climate-data/lesson/${lessonSlug}`);
  expect(response.status).toBe(200);
  return expectShape(CourseReviewSchema, await json(response));
}

/** A step of a lesson, by its index, as `browser` sees it. */
export async function fetchStep(
  browser: Browser,
  lesson: Lesson,
  index: number,
): Promise<LessonStep> {
  const response = await browser.get(`/api/lessons/${lesson.id}/${stepOf(lesson, index).id}/`);
  expect(response.status).toBe(200);
  return expectShape(LessonStepSchema, await json(response));
}
