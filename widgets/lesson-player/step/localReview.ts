import type { CourseReview, Lesson } from '@courses/runtime';
import { gradeAnswer } from '@courses/runtime/markup';
import { readStepAnswers, stepStorageKey } from './answerStorage';
import { buildLessonReview } from './lessonReview';

/**
 * A teacher's review page, built from the answers kept in this tab's session storage (spec
 * section 4: teacher review answers are never sent), graded against the key the teacher's
 * lesson carries.
 */
export function buildLocalReview(lesson: Lesson): CourseReview {
  return buildLessonReview(lesson, (step, question) => {
    const values = readStepAnswers(stepStorageKey(step.id, '', true)) ?? {};
    const userAnswer = values[question.questionId] ?? null;
    return {
      userAnswer,
      isCorrect: gradeAnswer(question.type, question.answer, userAnswer),
      preview: null,
    };
  });
}
