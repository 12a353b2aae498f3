import type { Db } from '../db/db';
import { CLIMATE_COURSE } from './data/climateCourse';
import { SEED_CLASSROOMS, SEED_ROSTERS } from './data/classrooms';
import {
  SEED_ACTIVITIES,
  SEED_COURSE_DATASETS,
  SEED_DATASETS,
  SEED_DATASTORIES,
  SEED_HISTORY,
  SEED_METADATA_HISTORY,
  SEED_NOTES,
} from './data/datasets';
import { SEED_KEYWORDS } from './data/keywords';
import { SEED_DISCOUNTS, SEED_PARTNER_ICONS } from './data/lookups';
import { SPORTS_COURSE } from './data/sportsCourse';
import { STANDALONE_LESSONS } from './data/standaloneLessons';
import { SEED_USERS, USER_IDS } from './data/users';
import type { SeedCourse, SeedLesson } from './seedTypes';

const SEEDED_AT = '2024-10-01T08:00:00.000Z';
const flag = (value: boolean | undefined) => (value ? 1 : 0);

function seedUsers(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO users (id, username, type, is_staff, is_superuser, is_jr, is_premium, user_preferences)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const user of SEED_USERS) {
    // The junior edition reads larger text by default (spec section 4).
    const preferences = user.is_jr ? { textSizePreference: 'large' } : {};
    insert.run(
      user.id,
      user.username,
      user.type,
      flag(user.is_staff),
      flag(user.is_superuser),
      flag(user.is_jr),
      flag(user.is_premium),
      JSON.stringify(preferences),
    );
  }
}

function seedLookups(db: Db): void {
  const setting = db.prepare('INSERT INTO settings (key, value, description) VALUES (?, ?, ?)');
  for (const d of SEED_DISCOUNTS) setting.run(d.key, d.value, d.description);
  const icon = db.prepare('INSERT INTO partner_icons (value, file, position) VALUES (?, ?, ?)');
  SEED_PARTNER_ICONS.forEach((value, index) => icon.run(value, `${value}.svg`, index));
  const keyword = db.prepare(
    'INSERT INTO keywords (id, keyword, keyword_details, definition) VALUES (?, ?, ?, ?)',
  );
  for (const k of SEED_KEYWORDS) keyword.run(k.id, k.keyword, k.keyword_details, k.definition);
}

function seedDatasets(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO datasets (id, access_url, dataset_name, privacy, is_user_dataset, author_id, gdrive_url,
       is_archived, is_premium, is_tuva_jr, dataset_desc, group_tags, reference_doc, datasource, columns, rows,
       metadata, modified)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const d of SEED_DATASETS) {
    insert.run(
      d.id,
      d.access_url,
      d.dataset_name,
      d.privacy,
      flag(d.is_user_dataset),
      d.author_id,
      d.gdrive_url ?? null,
      flag(d.is_archived),
      flag(d.is_premium),
      flag(d.is_tuva_jr),
      d.dataset_desc,
      JSON.stringify(d.group_tags),
      JSON.stringify(d.reference_doc),
      JSON.stringify(d.datasource),
      JSON.stringify(d.table.columns),
      JSON.stringify(d.table.rows),
      JSON.stringify(d.metadata),
      d.modified,
    );
  }
  const activity = db.prepare(
    `INSERT INTO activities (id, dataset_id, activity_title, activity_type, access_url, asked_by_id, source,
       content, review_status, modified_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of SEED_ACTIVITIES) {
    activity.run(
      a.id,
      a.dataset_id,
      a.activity_title,
      a.activity_type,
      a.access_url,
      a.asked_by_id,
      a.source,
      a.content,
      a.review_status,
      a.modified_at,
    );
  }
  const story = db.prepare(
    'INSERT INTO datastories (id, dataset_id, title, access_url, author_id) VALUES (?, ?, ?, ?, ?)',
  );
  for (const s of SEED_DATASTORIES)
    story.run(s.id, s.dataset_id, s.title, s.access_url, s.author_id);

  const note = db.prepare(
    'INSERT INTO staff_notes (content_type, content_id, note, added_by, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const n of SEED_NOTES)
    note.run(n.content_type, n.content_id, n.note, n.added_by, n.created_at);
  const history = db.prepare(
    'INSERT INTO content_history (content_type, content_id, changes, date) VALUES (?, ?, ?, ?)',
  );
  for (const h of SEED_HISTORY) history.run(h.content_type, h.content_id, h.changes, h.date);
  const metadata = db.prepare(
    `INSERT INTO metadata_history (content_type, content_id, dataset_name, added_by, previous_metadata,
       current_metadata, date) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const m of SEED_METADATA_HISTORY) {
    metadata.run(
      m.content_type,
      m.content_id,
      m.dataset_name,
      m.added_by,
      JSON.stringify(m.previous_metadata),
      JSON.stringify(m.current_metadata),
      m.date,
    );
  }
  const courseDataset = db.prepare(
    'INSERT INTO course_datasets (id, dataset_id, dataset_name) VALUES (?, ?, ?)',
  );
  const courseKeyword = db.prepare(
    'INSERT INTO course_dataset_keywords (course_dataset_id, keyword_id) VALUES (?, ?)',
  );
  for (const cd of SEED_COURSE_DATASETS) {
    courseDataset.run(cd.id, cd.dataset_id, cd.dataset_name);
    for (const keywordId of cd.keywords) courseKeyword.run(cd.id, keywordId);
  }
}

function seedLesson(db: Db, lesson: SeedLesson, moduleId: number | null, position: number): void {
  const result = db
    .prepare(
      `INSERT INTO lessons (module_id, position, slug, title, lesson_type, is_premium, is_tuva_jr, labels,
         description, introduction, introduction_left, duration, modified, subject)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      moduleId,
      position,
      lesson.slug,
      lesson.title,
      lesson.lesson_type,
      flag(lesson.is_premium),
      flag(lesson.is_tuva_jr),
      JSON.stringify(lesson.labels ?? []),
      lesson.description,
      lesson.introduction,
      lesson.introduction_left ?? '',
      lesson.duration,
      lesson.modified,
      lesson.subject ?? null,
    );
  const step = db.prepare(
    `INSERT INTO lesson_steps (lesson_id, step_order, content, left_content, course_dataset_id, plot_state,
       has_simulation, continue_dataenv)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  lesson.steps.forEach((s, index) => {
    step.run(
      result.lastInsertRowid,
      index + 1,
      s.content,
      s.left_content ?? '',
      s.course_dataset ?? null,
      s.plot_state ? JSON.stringify(s.plot_state) : null,
      flag(s.has_simulation),
      flag(s.continue_dataenv),
    );
  });
}

function seedCourse(db: Db, course: SeedCourse): void {
  db.prepare(
    'INSERT INTO courses (id, name, access_url, description, is_premium, subject) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    course.id,
    course.name,
    course.access_url,
    course.description,
    flag(course.is_premium),
    course.subject ?? null,
  );
  course.modules.forEach((module, moduleIndex) => {
    const result = db
      .prepare(
        `INSERT INTO modules (course_id, position, slug, title, description, introduction_left)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        course.id,
        moduleIndex + 1,
        module.slug,
        module.title,
        module.description,
        module.introduction_left,
      );
    module.lessons.forEach((lesson, lessonIndex) =>
      seedLesson(db, lesson, Number(result.lastInsertRowid), lessonIndex + 1),
    );
  });
}

function seedClassrooms(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO classrooms (id, teacher_id, class_grade, section, gclass_id, provider) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const c of SEED_CLASSROOMS)
    insert.run(c.id, c.teacher_id, c.class_grade, c.section, c.gclass_id, c.provider);
  const enrol = db.prepare(
    'INSERT INTO classroom_students (classroom_id, student_id) VALUES (?, ?)',
  );
  for (const { classroom, students } of SEED_ROSTERS)
    for (const student of students) enrol.run(classroom, student);
  // One earlier share, so a class list shows both states.
  db.prepare(
    `INSERT INTO classroom_shares (classroom_id, content_type, content_id, created_at) VALUES (3, 'dataset', 1, ?)`,
  ).run(SEEDED_AT);
}

/** A returning learner: premium_student is enrolled and has answered the first step. */
function seedProgress(db: Db): void {
  const enrollment = db
    .prepare(
      'INSERT INTO enrollments (course_id, user_id, is_completed, created_at) VALUES (?, ?, 0, ?)',
    )
    .run(CLIMATE_COURSE.id, USER_IDS.premiumStudent, SEEDED_AT);
  const firstStep = db
    .prepare(
      `SELECT lesson_steps.id FROM lesson_steps JOIN lessons ON lessons.id = lesson_steps.lesson_id
       WHERE lessons.slug = ? ORDER BY step_order LIMIT 1`,
    )
    .get('what-is-an-average-temperature') as { id: number };
  const response = { 'q-climate-meaning': { userAnswer: 2, preview: null, isCorrect: true } };
  db.prepare(
    `INSERT INTO course_responses (enrollment_id, lesson_step_id, response, attempt, submitted, modified)
     VALUES (?, ?, ?, 1, 1, ?)`,
  ).run(enrollment.lastInsertRowid, firstStep.id, JSON.stringify(response), SEEDED_AT);
}

/** Fills an empty database with the demo content. */
export function seedDatabase(db: Db): void {
  seedUsers(db);
  seedLookups(db);
  seedDatasets(db);
  seedCourse(db, CLIMATE_COURSE);
  seedCourse(db, SPORTS_COURSE);
  STANDALONE_LESSONS.forEach((lesson, index) => seedLesson(db, lesson, null, index + 1));
  seedClassrooms(db);
  seedProgress(db);
}
