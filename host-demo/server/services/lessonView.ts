import type { Lesson } from '../../../src/api/schemas/lesson';
import type { LessonStep } from '../../../src/api/schemas/lessonStep';
import type { PlotState } from '../../../src/api/schemas/question';
import type { Db } from '../db/openDatabase';
import { bool, parseJson } from '../db/json';
import { readStepQuestions, redactKeys } from '../../../src/markup/questions';
import { canUsePremium } from '../repos/access';
import { findBookmark } from '../repos/bookmarks';
import { loadCourseDataset } from '../repos/courseDatasets';
import {
  adminUrl,
  listSteps,
  toLessonSummary,
  type LessonRow,
  type StepRow,
} from '../repos/lessons';
import type { UserRow } from '../repos/users';
import { keysReleased, withoutKey } from './answerKeys';

/**
 * A lesson and its steps as the current user may see them: premium content only for those who
 * may use it, answer keys only once they are released (services/answerKeys.ts).
 */

/** What of a step's content the user receives. */
type StepAccess = 'full' | 'without-keys' | 'premium-withheld';

export function stepAccess(
  db: Db,
  user: UserRow | null,
  lesson: LessonRow,
  step: StepRow,
): StepAccess {
  if (!canUsePremium(user, lesson)) return 'premium-withheld';
  return keysReleased(db, user, lesson, step) ? 'full' : 'without-keys';
}

export function toApiStep(db: Db, row: StepRow, access: StepAccess): LessonStep {
  const shell = {
    id: row.id,
    order: row.step_order,
    has_simulation: bool(row.has_simulation),
    continue_dataenv: bool(row.continue_dataenv),
    admin_url: adminUrl('lessonstep', row.id),
  };
  // The step list and its order stay, so the player can still show where the premium notice is.
  if (access === 'premium-withheld') {
    return { ...shell, content: '', left_content: '', questions: [], dataplot: null };
  }
  const courseDataset =
    row.course_dataset_id === null ? null : loadCourseDataset(db, row.course_dataset_id);
  const plotState = parseJson<PlotState | null>(row.plot_state, null);
  const questions = readStepQuestions(row.content);
  const full = access === 'full';
  return {
    ...shell,
    content: full ? row.content : redactKeys(row.content),
    left_content: full ? row.left_content : redactKeys(row.left_content),
    questions: full ? questions : questions.map(withoutKey),
    dataplot:
      courseDataset || plotState ? { course_dataset: courseDataset, plot_state: plotState } : null,
  };
}

export function toApiLesson(db: Db, row: LessonRow, user: UserRow | null): Lesson {
  const bookmark = user
    ? findBookmark(db, user.id, { object_type: 'lesson', object_id: row.id })
    : undefined;
  return {
    ...toLessonSummary(db, row, user),
    steps: listSteps(db, row.id).map((step) =>
      toApiStep(db, step, stepAccess(db, user, row, step)),
    ),
    introduction: row.introduction,
    introduction_left: row.introduction_left,
    admin_url: adminUrl('lesson', row.id),
    bookmark_id: bookmark?.id ?? null,
  };
}
