import { Hono } from 'hono';
import {
  CONTENT_FILTERS,
  type ContentFilter,
  type ContentItem,
  type SubjectCategory,
} from '../../../src/api/schemas/contentBrowser';
import type { TagGroup } from '../../../src/api/schemas/dataset';
import type { LessonType } from '../../../src/api/schemas/lesson';
import { bool, parseJson } from '../db/json';
import type { Db } from '../db/openDatabase';
import type { AppEnv } from '../http/appEnv';
import { Invalid } from '../services/errors';
import { isActivityListed } from '../repos/activityAccess';
import { canSeeDataset, type ActivityRow, type DatasetRow } from '../repos/datasets';
import type { UserRow } from '../repos/users';
import { SINGLE_LESSON_PATH } from '../../pages/singleLesson';

/**
 * GET /api/content-browser/: what the content browser lists (spec section 9), as a Django view
 * would serve it. Not a call the spec names (docs/api.md).
 */
export const contentBrowserRoutes = new Hono<AppEnv>();

/** A dataset's Subjects tags, read as categories: the first one the product knows wins. */
const SUBJECT_TAGS: Record<string, SubjectCategory> = {
  math: 'math',
  mathematics: 'math',
  statistics: 'math',
  science: 'science',
  'earth science': 'science',
  biology: 'science',
  chemistry: 'science',
  physics: 'science',
  geography: 'social-studies',
  history: 'social-studies',
  'social studies': 'social-studies',
  economics: 'social-studies',
  english: 'ela',
  'english language arts': 'ela',
};

function datasetSubject(row: DatasetRow): string | null {
  const groups = parseJson<TagGroup[]>(row.group_tags, []);
  const tags = groups.find((group) => group.title === 'Subjects')?.tags ?? [];
  for (const tag of tags) {
    const category = SUBJECT_TAGS[tag.toLowerCase()];
    if (category) return category;
  }
  return null;
}

interface CourseRow {
  id: number;
  name: string;
  access_url: string;
  is_premium: number;
  is_tuva_jr: number;
  subject: string | null;
  published: string | null;
}

interface LessonListRow {
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

function courses(db: Db): ContentItem[] {
  const rows = db
    .prepare(
      `SELECT courses.*, MAX(lessons.modified) AS published FROM courses
       LEFT JOIN modules ON modules.course_id = courses.id
       LEFT JOIN lessons ON lessons.module_id = modules.id
       GROUP BY courses.id ORDER BY courses.id`,
    )
    .all() as CourseRow[];
  return rows.map((row) => ({
    kind: 'course',
    id: row.id,
    title: row.name,
    url: `/courses/${row.access_url}/`,
    lesson_type: null,
    is_premium: bool(row.is_premium),
    is_tuva_jr: bool(row.is_tuva_jr),
    subject: row.subject,
    published: row.published ?? '1970-01-01T00:00:00.000Z',
  }));
}

/**
 * Lessons outside a course (activities) and data stories (lessons of type datastory). An
 * activity not yet published is no one's to browse: its author finds it in the builder, the
 * students it was assigned to in their assigned list.
 */
function lessons(db: Db): ContentItem[] {
  const rows = db
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
  const listed = rows.filter(
    (row) => row.review_status === null || isActivityListed({ review_status: row.review_status }),
  );
  return listed.map((row) => {
    const inCourse = row.course_url !== null && row.module_slug !== null;
    return {
      kind: row.lesson_type === 'datastory' ? 'datastory' : 'activity',
      id: row.id,
      title: row.title,
      url: inCourse
        ? `/courses/${row.course_url}/${row.module_slug}/${row.slug}/`
        : `${SINGLE_LESSON_PATH}?lesson=${encodeURIComponent(row.slug)}`,
      lesson_type: row.lesson_type,
      is_premium: bool(row.is_premium),
      is_tuva_jr: bool(row.is_tuva_jr),
      subject: row.subject,
      published: row.modified,
    };
  });
}

function datasets(db: Db, user: UserRow | null): ContentItem[] {
  const rows = db
    .prepare('SELECT * FROM datasets WHERE is_archived = 0 ORDER BY id')
    .all() as DatasetRow[];
  return rows
    .filter((row) => canSeeDataset(user, row))
    .map((row) => ({
      kind: 'dataset',
      id: row.id,
      title: row.dataset_name,
      url: `/tableview/dataset/${row.access_url}/`,
      lesson_type: null,
      is_premium: bool(row.is_premium),
      is_tuva_jr: bool(row.is_tuva_jr),
      subject: datasetSubject(row),
      published: row.modified,
    }));
}

/** The filters of spec section 9: junior content, and junior practices. */
export function matchesFilter(item: ContentItem, filter: ContentFilter): boolean {
  if (filter === 'jr') return item.is_tuva_jr;
  if (filter === 'jr-practice') return item.is_tuva_jr && item.lesson_type === 'practice';
  return true;
}

contentBrowserRoutes.get('/api/content-browser', (c) => {
  const filter = c.req.query('filter') ?? 'all';
  if (!(CONTENT_FILTERS as readonly string[]).includes(filter))
    throw new Invalid(`Unknown filter: ${filter}. Use ${CONTENT_FILTERS.join(', ')}.`);
  const { db } = c.get('server');
  const items = [...courses(db), ...lessons(db), ...datasets(db, c.get('user'))];
  return c.json(items.filter((item) => matchesFilter(item, filter as ContentFilter)));
});
