import type {
  CourseReview,
  Lesson,
  LessonStep,
  Question as ApiQuestion,
  ReviewAnswer,
  UserAnswerValue,
} from '@courses/runtime';
import { isCheckable } from './answerValues';

/** One learner answer as a review shows it. */
export interface ReviewedAnswer {
  userAnswer: UserAnswerValue;
  isCorrect: boolean | null;
  preview: string | null;
}

/**
 * A lesson's review in the shape of the course review (GET /api/analytics/...), built in the
 * browser: every question of the lesson in step order with the answer `answerFor` gives. The
 * performance counts auto-graded questions that have a key, unanswered ones as wrong.
 */
export function buildLessonReview(
  lesson: Lesson,
  answerFor: (step: LessonStep, question: ApiQuestion) => ReviewedAnswer | undefined,
): CourseReview {
  let graded = 0;
  let right = 0;
  const answers: ReviewAnswer[] = [...lesson.steps]
    .sort((a, b) => a.order - b.order)
    .filter((step) => step.questions.length > 0)
    .map((step) => {
      const entries = step.questions.map((question) => {
        const given = answerFor(step, question);
        const isCorrect = given?.isCorrect ?? null;
        if (isCheckable(question) && question.answer !== null) {
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
