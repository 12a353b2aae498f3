import type { Label, LessonSummary, LessonType } from '../../../src/api/schemas/lesson';
import type { Db } from '../db/openDatabase';
import { bool, parseJson } from '../db/json';
import type { ActivityRow } from './datasets';
import type { UserRow } from './users';

export interface LessonRow {
  id: number;
  module_id: number | null;
  position: number;
  slug: string;
  title: string;
  lesson_type: LessonType;
  is_premium: number;
  is_tuva_jr: number;
  labels: string;
  description: string;
  introduction: string;
  introduction_left: string;
  duration: number;
  modified: string;
}

export interface StepRow {
  id: number;
  lesson_id: number;
  step_order: number;
  content: string;
  left_content: string;
  course_dataset_id: number | null;
  plot_state: string | null;
  has_simulation: number;
  continue_dataenv: number;
}

export const ASSESSMENT_TYPE: LessonType = 'taskassessment';

/** By numeric id, or by slug (the course app's routes carry slugs). */
export function findLesson(db: Db, idOrSlug: string): LessonRow | undefined {
  const byId = /^\d+$/.test(idOrSlug);
  return db
    .prepare(`SELECT * FROM lessons WHERE ${byId ? 'id' : 'slug'} = ?`)
    .get(byId ? Number(idOrSlug) : idOrSlug) as LessonRow | undefined;
}

export function findLessonById(db: Db, id: number): LessonRow | undefined {
  return db.prepare('SELECT * FROM lessons WHERE id = ?').get(id) as LessonRow | undefined;
}

export function listSteps(db: Db, lessonId: number): StepRow[] {
  return db
    .prepare('SELECT * FROM lesson_steps WHERE lesson_id = ? ORDER BY step_order, id')
    .all(lessonId) as StepRow[];
}

export function findStep(db: Db, stepId: number): StepRow | undefined {
  return db.prepare('SELECT * FROM lesson_steps WHERE id = ?').get(stepId) as StepRow | undefined;
}

/** The enrollment through which a user takes a lesson, if its course has one for them. */
export function enrollmentForLesson(db: Db, userId: number, lessonId: number): number | null {
  const row = db
    .prepare(
      `SELECT enrollments.id FROM lessons JOIN modules ON modules.id = lessons.module_id
       JOIN enrollments ON enrollments.course_id = modules.course_id AND enrollments.user_id = ?
       WHERE lessons.id = ?`,
    )
    .get(userId, lessonId) as { id: number } | undefined;
  return row?.id ?? null;
}

/**
 * A lesson is completed for a user when their user lesson says so (PUT /api/user-lessons/{id}/),
 * or when every step has a saved course response: attempted, and for an assessment submitted.
 */
export function isLessonCompleted(db: Db, user: UserRow | null, lesson: LessonRow): boolean {
  if (!user) return false;
  const userLesson = db
    .prepare('SELECT is_completed FROM user_lessons WHERE user_id = ? AND lesson_id = ?')
    .get(user.id, lesson.id) as { is_completed: number } | undefined;
  if (userLesson && bool(userLesson.is_completed)) return true;
  const enrollmentId = enrollmentForLesson(db, user.id, lesson.id);
  if (enrollmentId === null) return false;
  const counts = db
    .prepare(
      `SELECT COUNT(*) AS steps,
         SUM(CASE WHEN cr.attempt = 1 AND (cr.submitted = 1 OR ? = 0) THEN 1 ELSE 0 END) AS done
       FROM lesson_steps LEFT JOIN course_responses cr
         ON cr.lesson_step_id = lesson_steps.id AND cr.enrollment_id = ?
       WHERE lesson_steps.lesson_id = ?`,
    )
    .get(lesson.lesson_type === ASSESSMENT_TYPE ? 1 : 0, enrollmentId, lesson.id) as {
    steps: number;
    done: number | null;
  };
  return counts.steps > 0 && counts.done === counts.steps;
}

/** How many of the lesson's steps the user has answered at least once, in a course or not. */
function stepsDone(db: Db, user: UserRow | null, lessonId: number): number {
  if (!user) return 0;
  const { done } = db
    .prepare(
      `SELECT COUNT(*) AS done FROM lesson_steps ls WHERE ls.lesson_id = ? AND (
         EXISTS (SELECT 1 FROM course_responses cr JOIN enrollments ON enrollments.id = cr.enrollment_id
                 WHERE cr.lesson_step_id = ls.id AND enrollments.user_id = ? AND cr.attempt = 1)
         OR EXISTS (SELECT 1 FROM user_lesson_steps uls JOIN user_lessons ON user_lessons.id = uls.user_lesson_id
                 WHERE uls.lesson_step_id = ls.id AND user_lessons.user_id = ? AND uls.attempt = 1))`,
    )
    .get(lessonId, user.id, user.id) as { done: number };
  return done;
}

export function adminUrl(kind: string, id: number): string {
  return `/admin/courses/${kind}/${id}/change/`;
}

export function toLessonSummary(db: Db, row: LessonRow, user: UserRow | null): LessonSummary {
  const { count } = db
    .prepare('SELECT COUNT(*) AS count FROM lesson_steps WHERE lesson_id = ?')
    .get(row.id) as { count: number };
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    lesson_type: row.lesson_type,
    is_premium: bool(row.is_premium),
    is_tuva_jr: bool(row.is_tuva_jr),
    labels: parseJson<Label[]>(row.labels, []),
    description: row.description,
    duration: row.duration,
    modified: row.modified,
    is_completed: isLessonCompleted(db, user, row),
    is_assessment: row.lesson_type === ASSESSMENT_TYPE,
    step_count: count,
    steps_done: stepsDone(db, user, row.id),
  };
}

/** A lesson as the content browser lists it, with where it sits and its builder review state. */
export interface LessonListRow {
  id: number;
  slug: string;
  title: string;
  lesson_type: LessonType;
  is_premium: number;
  is_tuva_jr: number;
  subject: string | null;
  modified: string;
  course_url: string | null;
  module_slug: string | null;
  /** The review state of the content-builder activity the lesson was made for, if any. */
  review_status: ActivityRow['review_status'] | null;
}

/** Lessons outside a course (activities) and data stories (lessons of type datastory). */
export function listLessonsOutsideCourses(db: Db): LessonListRow[] {
  return db
    .prepare(
      `SELECT lessons.id, lessons.slug, lessons.title, lessons.lesson_type, lessons.is_premium,
         lessons.is_tuva_jr, lessons.modified, COALESCE(lessons.subject, courses.subject) AS subject,
         courses.access_url AS course_url, modules.slug AS module_slug,
         activities.review_status
       FROM lessons
       LEFT JOIN activities ON activities.lesson_id = lessons.id
       LEFT JOIN modules ON modules.id = lessons.module_id
       LEFT JOIN courses ON courses.id = modules.course_id
       WHERE lessons.module_id IS NULL OR lessons.lesson_type = 'datastory'
       ORDER BY lessons.id`,
    )
    .all() as LessonListRow[];
}

/** A lesson outside any course (an activity's); returns its id. */
export function insertLessonOutsideCourses(
  db: Db,
  lesson: Pick<LessonRow, 'slug' | 'title' | 'lesson_type' | 'modified'> & { junior: boolean },
): number {
  const result = db
    .prepare(
      `INSERT INTO lessons (module_id, position, slug, title, lesson_type, is_premium, is_tuva_jr,
         description, modified)
       VALUES (NULL, 0, ?, ?, ?, 0, ?, '', ?)`,
    )
    .run(lesson.slug, lesson.title, lesson.lesson_type, lesson.junior ? 1 : 0, lesson.modified);
  return Number(result.lastInsertRowid);
}

export function setLessonTitleAndType(
  db: Db,
  id: number,
  lesson: Pick<LessonRow, 'title' | 'lesson_type' | 'modified'>,
): void {
  db.prepare('UPDATE lessons SET title = ?, lesson_type = ?, modified = ? WHERE id = ?').run(
    lesson.title,
    lesson.lesson_type,
    lesson.modified,
    id,
  );
}

export function setLessonModified(db: Db, id: number, modified: string): void {
  db.prepare('UPDATE lessons SET modified = ? WHERE id = ?').run(modified, id);
}

/** A step's content as the builder writes it; without an id it is a new step. */
export type StepContent = Pick<StepRow, 'content' | 'left_content' | 'course_dataset_id'> & {
  id: number | null;
};

/**
 * Deletes the `removed` steps of a lesson (their answers go with them), then writes `steps`
 * in that order: one with an id is updated, one without is added.
 */
export function writeLessonSteps(
  db: Db,
  lessonId: number,
  removed: readonly number[],
  steps: readonly StepContent[],
): void {
  const remove = db.prepare('DELETE FROM lesson_steps WHERE id = ?');
  for (const id of removed) remove.run(id);
  const update = db.prepare(
    `UPDATE lesson_steps SET step_order = ?, content = ?, left_content = ?, course_dataset_id = ?
     WHERE id = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO lesson_steps (lesson_id, step_order, content, left_content, course_dataset_id)
     VALUES (?, ?, ?, ?, ?)`,
  );
  steps.forEach((step, index) => {
    const { content, left_content, course_dataset_id } = step;
    if (step.id === null) insert.run(lessonId, index + 1, content, left_content, course_dataset_id);
    else update.run(index + 1, content, left_content, course_dataset_id, step.id);
  });
}
