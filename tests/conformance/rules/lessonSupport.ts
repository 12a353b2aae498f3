/** Reading lessons the way the widgets do, and telling whether a key was given away. */
import * as v from 'valibot';
import { LessonSchema, type Lesson } from '../../../src/api/schemas/lesson';
import type { LessonStep } from '../../../src/api/schemas/lessonStep';
import { EnrollmentSchema } from '../../../src/api/schemas/course';
import { UserLessonSchema } from '../../../src/api/schemas/stepResponse';
import { UserSchema } from '../../../src/api/schemas/user';
import type { Client } from '../client';
import { expectBody, fail } from '../rule';

/** Key material in markup: a question's `answer=` attribute, or a solution container. */
const KEY_MARKUP = /^ {0,3}:{3,}question\{[^\n]*\banswer=|^ {0,3}:{3,}solution\b/m;

export function stepCarriesKey(step: LessonStep): boolean {
  return (
    KEY_MARKUP.test(step.content) ||
    KEY_MARKUP.test(step.left_content) ||
    step.questions.some((q) => q.answer !== null || q.solution !== null)
  );
}

export async function fetchLesson(client: Client, slug: string): Promise<Lesson> {
  return expectBody(
    await client.get(`/api/lessons/${slug}/`),
    LessonSchema,
    `GET /api/lessons/${slug}/`,
  );
}

/** The first step with questions whose answers the teacher's copy spells out. */
export function answerableStep(lesson: Lesson): {
  step: LessonStep;
  answers: Record<string, { userAnswer: unknown }>;
} {
  const step = lesson.steps.find(
    (s) => s.questions.length > 0 && s.questions.every((q) => q.answer !== null),
  );
  if (!step) fail(`${lesson.slug} has no step whose questions all have an answer key`);
  return {
    step,
    answers: Object.fromEntries(
      step.questions.map((q) => [q.questionId, { userAnswer: q.answer }]),
    ),
  };
}

/** The user lesson (standalone progress) of the logged-in user on a lesson, made if needed. */
export async function userLessonOf(
  client: Client,
  lessonId: number,
  completed = false,
): Promise<number> {
  const answer = await client.post('/api/user-lessons/', {
    lesson: lessonId,
    ...(completed ? { is_completed: true } : {}),
  });
  return expectBody(
    answer,
    v.looseObject({ id: UserLessonSchema.entries.id }),
    'POST /api/user-lessons/',
  ).id;
}

/** The logged-in user's enrollment in a course (made, or the existing one). */
export async function enrollmentIn(client: Client, course: number): Promise<number> {
  const user = expectBody(await client.get('/api/whoami/'), UserSchema, 'whoami');
  const answer = await client.post('/api/courses/enroll/', { course, user: user.id });
  return expectBody(answer, EnrollmentSchema, 'POST /api/courses/enroll/').id;
}
