import {
  fetchLesson,
  fetchUserLesson,
  listUserLessonSteps,
  type CourseReview,
  type Lesson,
  type UserLessonStep,
} from '@courses/runtime';
import { buildLessonReview } from './lessonReview';

/**
 * The review of a lesson played outside a course, in the shape of the course review: every
 * question of the lesson with the learner's saved answer and the server's grading.
 */
export function buildUserLessonReview(lesson: Lesson, saved: UserLessonStep[]): CourseReview {
  const byStep = new Map(saved.map((entry) => [entry.lesson_step, entry.response]));
  return buildLessonReview(lesson, (step, question) => {
    const given = byStep.get(step.id)?.[question.questionId];
    return given
      ? {
          userAnswer: given.userAnswer,
          isCorrect: given.isCorrect ?? null,
          preview: given.preview ?? null,
        }
      : undefined;
  });
}

/** GET the lesson, the user lesson and its steps; undefined when a call failed. */
export async function fetchUserLessonReview(
  lesson: Lesson,
  signal: AbortSignal,
): Promise<CourseReview | undefined> {
  // Loaded again: keys released since the lesson was opened (checked steps) come with it.
  const [fresh, userLesson] = await Promise.all([
    fetchLesson(lesson.id, { signal }),
    fetchUserLesson(lesson.id, { signal }),
  ]);
  if (userLesson === undefined) return undefined;
  const saved = userLesson ? await listUserLessonSteps(userLesson.id, { signal }) : [];
  return saved ? buildUserLessonReview(fresh ?? lesson, saved) : undefined;
}
