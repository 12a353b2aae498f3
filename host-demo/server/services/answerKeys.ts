import type { Question, ReleasedKey } from '../../../src/api/schemas/question';
import type { Db } from '../db/openDatabase';
import { bool } from '../db/json';
import { readStepQuestions } from '../../../src/markup/questions';
import { canUsePremium } from '../repos/access';
import {
  ASSESSMENT_TYPE,
  enrollmentForLesson,
  isLessonCompleted,
  type LessonRow,
  type StepRow,
} from '../repos/lessons';
import { findCourseResponse, findUserLessonStepFor } from '../repos/stepResponses';
import type { UserRow } from '../repos/users';

/**
 * When a learner may see a step's answer key (the answers, the solutions and whether their own
 * answers were right). Until then every response leaves them out, so the key cannot be read
 * from the browser before it is due.
 */

/** Teachers review lessons with the key (spec section 6); staff and superusers likewise. */
function reviewsWithKey(user: UserRow, lesson: LessonRow): boolean {
  const reviewer = user.type === 'teacher' || bool(user.is_staff) || bool(user.is_superuser);
  return reviewer && canUsePremium(user, lesson);
}

/** Whether the learner's saved answers to the step were checked (submitted). */
function stepChecked(db: Db, user: UserRow, lesson: LessonRow, step: StepRow): boolean {
  // A course lesson is answered through the enrollment; any other lesson through a user lesson.
  if (lesson.module_id !== null) {
    const enrollmentId = enrollmentForLesson(db, user.id, lesson.id);
    return enrollmentId !== null && bool(findCourseResponse(db, enrollmentId, step.id)?.submitted);
  }
  return bool(findUserLessonStepFor(db, user.id, lesson.id, step.id)?.submitted);
}

/**
 * A visitor never; a teacher, staff member or superuser who may use the lesson always; anybody
 * else once due: an assessment when it is completed, another lesson's step once checked. Nobody
 * gets the key of premium content they may not use.
 */
export function keysReleased(
  db: Db,
  user: UserRow | null,
  lesson: LessonRow,
  step: StepRow,
): boolean {
  if (!user || !canUsePremium(user, lesson)) return false;
  if (reviewsWithKey(user, lesson)) return true;
  if (lesson.lesson_type === ASSESSMENT_TYPE) return isLessonCompleted(db, user, lesson);
  return stepChecked(db, user, lesson, step);
}

/** The key of every question of the step. */
function stepKey(step: StepRow): ReleasedKey {
  const key: ReleasedKey = {};
  for (const question of readStepQuestions(step.content)) {
    key[question.questionId] = {
      answer: question.answer,
      solution: question.solution,
      preview: null,
    };
  }
  return key;
}

/** The step's key if it is released to the user, else null. */
export function releasedKeyFor(
  db: Db,
  user: UserRow | null,
  lesson: LessonRow,
  step: StepRow,
): ReleasedKey | null {
  return keysReleased(db, user, lesson, step) ? stepKey(step) : null;
}

export function withoutKey(question: Question): Question {
  return { ...question, answer: null, solution: null };
}
