import crypto from 'node:crypto';
import type {
  ActivityCreate,
  ActivityType,
  BuilderActivity,
  BuilderActivitySummary,
  BuilderStep,
  BuilderStepPayload,
} from '../../../src/api/schemas/contentBuilder';
import type { DatasetColumn } from '../../../src/api/schemas/lessonStep';
import type { LessonType } from '../../../src/api/schemas/lesson';
import { nowIso, parseJson } from '../db/json';
import type { Db } from '../db/openDatabase';
import { Invalid } from './errors';
import {
  insertDraftActivity,
  listActivitiesAskedBy,
  setActivityAccessUrl,
  setActivityLesson,
} from '../repos/builderActivities';
import { firstCourseDatasetOf, insertCourseDataset } from '../repos/courseDatasets';
import { findActivity, findDatasetById, toApiActivity, type ActivityRow } from '../repos/datasets';
import {
  findLessonById,
  insertLessonOutsideCourses,
  listSteps,
  setLessonModified,
  setLessonTitleAndType,
  writeLessonSteps,
} from '../repos/lessons';
import type { UserRow } from '../repos/users';

/**
 * Activities the content builder makes: the activity row (title, type, dataset, review state,
 * version) and the lesson students play, whose steps the builder writes.
 */

/** The lesson type each kind of activity is played as (spec section 1's display names). */
const LESSON_TYPES: Record<ActivityType, LessonType> = {
  Activity: 'lesson',
  Task: 'task',
  Practice: 'practice',
  Assessment: 'taskassessment',
};

export function lessonTypeOf(activityType: string): LessonType {
  return LESSON_TYPES[activityType as ActivityType] ?? 'lesson';
}

function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'activity';
}

/** The course dataset a data-tool step opens: the first one of the dataset, made if none. */
function courseDatasetFor(db: Db, datasetId: number): number {
  const existing = firstCourseDatasetOf(db, datasetId);
  if (existing !== undefined) return existing;
  const dataset = findDatasetById(db, datasetId);
  if (!dataset) throw new Invalid('The activity’s dataset no longer exists.');
  return insertCourseDataset(db, datasetId, dataset.dataset_name);
}

function stepsOf(db: Db, row: ActivityRow): BuilderStep[] {
  if (row.lesson_id === null) {
    // An activity written before the builder kept one piece of content: its first step.
    return row.content
      ? [{ id: null, content: row.content, left_content: '', data_tool: false }]
      : [];
  }
  return listSteps(db, row.lesson_id).map((step) => ({
    id: step.id,
    content: step.content,
    left_content: step.left_content,
    data_tool: step.course_dataset_id !== null,
  }));
}

export function toBuilderActivity(db: Db, row: ActivityRow): BuilderActivity {
  const lesson = row.lesson_id === null ? undefined : findLessonById(db, row.lesson_id);
  const dataset = row.dataset_id === null ? undefined : findDatasetById(db, row.dataset_id);
  return {
    ...toApiActivity(db, row),
    content: row.content,
    review_status: row.review_status,
    version: row.version,
    lesson: lesson ? { id: lesson.id, slug: lesson.slug } : null,
    dataset: dataset
      ? {
          id: dataset.id,
          dataset_name: dataset.dataset_name,
          attributes: parseJson<DatasetColumn[]>(dataset.columns, []).map(({ id, name }) => ({
            id,
            name,
          })),
        }
      : null,
    steps: stepsOf(db, row),
  };
}

export function listOwnActivities(db: Db, user: UserRow): BuilderActivitySummary[] {
  return listActivitiesAskedBy(db, user.id).map((row) => ({
    id: row.id,
    activity_title: row.activity_title,
    activity_type: row.activity_type,
    review_status: row.review_status,
    modified_at: row.modified_at,
    step_count: stepsOf(db, row).length,
  }));
}

/** The lesson of an activity, made (without steps) the first time it is needed. */
function ensureLesson(db: Db, row: ActivityRow, junior: boolean): number {
  if (row.lesson_id !== null && findLessonById(db, row.lesson_id)) return row.lesson_id;
  const lessonId = insertLessonOutsideCourses(db, {
    slug: `activity-${row.id}-${slugify(row.activity_title)}`,
    title: row.activity_title,
    lesson_type: lessonTypeOf(row.activity_type),
    junior,
    modified: nowIso(),
  });
  setActivityLesson(db, row.id, lessonId);
  return lessonId;
}

/** A new activity of `user`, with its (empty) lesson; made on the Jr. variant it is Jr. content. */
export function createActivity(
  db: Db,
  user: UserRow,
  payload: ActivityCreate,
  junior: boolean,
): ActivityRow {
  const now = nowIso();
  return db.transaction(() => {
    const id = insertDraftActivity(db, {
      dataset_id: payload.dataset,
      activity_title: payload.activity_title,
      activity_type: payload.activity_type,
      // Unique from the start; the id is not known before the insert.
      access_url: `activity-${crypto.randomBytes(6).toString('hex')}`,
      asked_by_id: user.id,
      modified_at: now,
    });
    setActivityAccessUrl(db, id, `${slugify(payload.activity_title)}-${id}`);
    const row = findActivity(db, id) as ActivityRow;
    ensureLesson(db, row, junior);
    return findActivity(db, id) as ActivityRow;
  })();
}

/**
 * Replaces the lesson's steps with `steps`, in order: a step with an id is updated (it must be
 * one of this lesson's), one without is added, one left out is deleted with its answers.
 */
export function saveSteps(
  db: Db,
  row: ActivityRow,
  steps: readonly BuilderStepPayload[],
  junior: boolean,
): void {
  const lessonId = ensureLesson(db, row, junior);
  const existing = new Set(listSteps(db, lessonId).map((step) => step.id));
  const kept = new Set<number>();
  for (const step of steps) {
    if (step.id === null) continue;
    if (!existing.has(step.id) || kept.has(step.id))
      throw new Invalid(`Step ${step.id} is not a step of this activity.`);
    kept.add(step.id);
  }
  const needsData = steps.some((step) => step.data_tool);
  if (needsData && row.dataset_id === null)
    throw new Invalid('Choose a dataset for the activity before adding a data-tool step.');
  const courseDataset =
    needsData && row.dataset_id !== null ? courseDatasetFor(db, row.dataset_id) : null;
  const removed = [...existing].filter((id) => !kept.has(id));
  const written = steps.map((step) => ({
    id: step.id,
    content: step.content,
    left_content: step.left_content,
    course_dataset_id: step.data_tool ? courseDataset : null,
  }));
  writeLessonSteps(db, lessonId, removed, written);
  setLessonModified(db, lessonId, nowIso());
}

/** Keeps the lesson's title and type in step with the activity's. */
export function syncLesson(db: Db, row: ActivityRow): void {
  if (row.lesson_id === null) return;
  setLessonTitleAndType(db, row.lesson_id, {
    title: row.activity_title,
    lesson_type: lessonTypeOf(row.activity_type),
    modified: nowIso(),
  });
}
