import type {
  ContentFilter,
  ContentItem,
  SubjectCategory,
} from '../../../src/api/schemas/contentBrowser';
import type { TagGroup } from '../../../src/api/schemas/dataset';
import { bool, parseJson } from '../db/json';
import type { Db } from '../db/openDatabase';
import { isActivityListed } from '../repos/activityAccess';
import { listCoursesWithPublished } from '../repos/courses';
import { canSeeDataset, listUnarchivedDatasetsById, type DatasetRow } from '../repos/datasets';
import { listLessonsOutsideCourses } from '../repos/lessons';
import type { UserRow } from '../repos/users';
import { SINGLE_LESSON_PATH } from '../../pages/singleLesson';

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

function courses(db: Db): ContentItem[] {
  const rows = listCoursesWithPublished(db);
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
  const rows = listLessonsOutsideCourses(db);
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
  const rows = listUnarchivedDatasetsById(db);
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

/** What the content browser lists to `user`: courses, then activities and stories, then datasets. */
export function listContent(db: Db, user: UserRow | null, filter: ContentFilter): ContentItem[] {
  const items = [...courses(db), ...lessons(db), ...datasets(db, user)];
  return items.filter((item) => matchesFilter(item, filter));
}
