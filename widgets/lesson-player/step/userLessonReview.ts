import {
  fetchUserLesson,
  listUserLessonSteps,
  type CourseReview,
  type Lesson,
  type ReviewAnswer,
  type UserLessonStep,
} from '@courses/runtime';

/** Question types the server grades; the others are left to the teacher (docs/api.md). */
const AUTO_GRADED = new Set(['text', 'radio', 'checkbox']);

/**
 * The review of a lesson played outside a course, in the shape of the course review: every
 * question of the lesson with the learner's saved answer and the server's grading. The
 * performance counts auto-graded questions, unanswered ones as wrong, like the course review.
 */
export function buildUserLessonReview(lesson: Lesson, saved: UserLessonStep[]): CourseReview {
  const byStep = new Map(saved.map((entry) => [entry.lesson_step, entry.response]));
  let graded = 0;
  let right = 0;
  const answers: ReviewAnswer[] = [...lesson.steps]
    .sort((a, b) => a.order - b.order)
    .filter((step) => step.questions.length > 0)
    .map((step) => {
      const response = byStep.get(step.id) ?? {};
      const entries = step.questions.map((question) => {
        const given = response[question.questionId];
        const isCorrect = given?.isCorrect ?? null;
        if (AUTO_GRADED.has(question.type) && question.answer !== null) {
          graded += 1;
          if (isCorrect) right += 1;
        }
        return [
          question.questionId,
          {
            question: question.question,
            type: question.type,
            isCorrect,
            answer: question.answer,
            userAnswer: given?.userAnswer ?? null,
            options: question.options,
            userAnswerReview: null,
            preview: given?.preview ?? null,
            solution: question.solution,
          },
        ] as const;
      });
      return { lesson_step: step.id, order: step.order, response: Object.fromEntries(entries) };
    });
  return {
    course: 0,
    lesson: lesson.id,
    performance: graded === 0 ? null : Math.round((right / graded) * 100),
    answers,
  };
}

/** GET the user lesson and its steps; undefined when a call failed. */
export async function fetchUserLessonReview(
  lesson: Lesson,
  signal: AbortSignal,
): Promise<CourseReview | undefined> {
  const userLesson = await fetchUserLesson(lesson.id, { signal });
  const saved = userLesson ? await listUserLessonSteps(userLesson.id, { signal }) : [];
  return saved ? buildUserLessonReview(lesson, saved) : undefined;
}
