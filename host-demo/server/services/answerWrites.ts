import { ASSESSMENT_SUBMITTED_MESSAGE, STEP_SUBMITTED_MESSAGE } from '../../../src/api/errors';
import type { AnswerMap, UserAnswer } from '../../../src/api/schemas/question';
import type { Db } from '../db/openDatabase';
import { bool, parseJson } from '../db/json';
import { Conflict } from './errors';
import { ASSESSMENT_TYPE, isLessonCompleted, type LessonRow } from '../repos/lessons';
import type { UserRow } from '../repos/users';

/**
 * The rules every answer write obeys, for course responses and user-lesson steps alike:
 * a completed assessment is final, a submitted step is read-only, and a check that arrives
 * again (the first answer was lost on the way back) gets the stored answers instead of a 409.
 */

/** What is stored for a step: its answers as JSON and whether they were submitted. */
interface StoredStep {
  response: string;
  submitted: number;
}

interface AnswerWrite {
  response: AnswerMap;
  submitted: boolean;
}

/** A JSON text of the value with object keys sorted, so key order does not matter. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** What the learner gave for a question; the server's verdict (isCorrect) is not part of it. */
function given(answer: UserAnswer): string {
  return canonical({ userAnswer: answer.userAnswer, preview: answer.preview ?? null });
}

/** Whether two answer maps hold the same answers for the same questions. */
export function sameAnswers(stored: AnswerMap, incoming: AnswerMap): boolean {
  const ids = Object.keys(stored);
  if (ids.length !== Object.keys(incoming).length) return false;
  return ids.every((id) => {
    const before = stored[id];
    const now = incoming[id];
    return before !== undefined && now !== undefined && given(before) === given(now);
  });
}

/** Refuses any answer write to an assessment the user has completed: it is final. */
export function assertAssessmentOpen(db: Db, user: UserRow, lesson: LessonRow): void {
  if (lesson.lesson_type === ASSESSMENT_TYPE && isLessonCompleted(db, user, lesson)) {
    throw new Conflict(ASSESSMENT_SUBMITTED_MESSAGE);
  }
}

/**
 * Decides an answer write: 'write' stores it, 'replay' answers with what is stored (a retried
 * check of the same answers); a refusal throws 409.
 */
export function decideAnswerWrite(
  db: Db,
  user: UserRow,
  lesson: LessonRow,
  existing: StoredStep | undefined,
  write: AnswerWrite,
): 'write' | 'replay' {
  assertAssessmentOpen(db, user, lesson);
  if (!existing || !bool(existing.submitted)) return 'write';
  const retried =
    write.submitted && sameAnswers(parseJson<AnswerMap>(existing.response, {}), write.response);
  if (retried) return 'replay';
  throw new Conflict(STEP_SUBMITTED_MESSAGE);
}
