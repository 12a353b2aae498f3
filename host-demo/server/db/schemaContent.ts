/** Part of the demo database's schema (db/schema.ts): Keywords, datasets, activities, data stories, their notes and histories, classes and class shares. */
export const CONTENT_SQL = `
CREATE TABLE IF NOT EXISTS keywords (
  id INTEGER PRIMARY KEY,
  keyword TEXT NOT NULL,
  keyword_details TEXT NOT NULL,
  definition TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS datasets (
  id INTEGER PRIMARY KEY,
  access_url TEXT NOT NULL UNIQUE,
  dataset_name TEXT NOT NULL,
  privacy TEXT NOT NULL DEFAULT 'Public' CHECK (privacy IN ('Private', 'Public')),
  is_user_dataset INTEGER NOT NULL DEFAULT 0,
  author_id INTEGER NOT NULL REFERENCES users(id),
  gdrive_url TEXT,
  is_draw_dataset INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  is_premium INTEGER NOT NULL DEFAULT 0,
  is_tuva_jr INTEGER NOT NULL DEFAULT 0,
  dataset_desc TEXT NOT NULL DEFAULT '',
  group_tags TEXT NOT NULL DEFAULT '[]',
  reference_doc TEXT NOT NULL DEFAULT '[]',
  datasource TEXT NOT NULL DEFAULT '[]',
  columns TEXT NOT NULL DEFAULT '[]',
  rows TEXT NOT NULL DEFAULT '[]',
  metadata TEXT NOT NULL DEFAULT '{}',
  short_url TEXT,
  modified TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS activities (
  id INTEGER PRIMARY KEY,
  dataset_id INTEGER REFERENCES datasets(id) ON DELETE SET NULL,
  activity_title TEXT NOT NULL,
  activity_type TEXT NOT NULL,
  access_url TEXT NOT NULL UNIQUE,
  asked_by_id INTEGER NOT NULL REFERENCES users(id),
  source TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  review_status TEXT NOT NULL DEFAULT 'draft',
  modified_at TEXT NOT NULL,
  -- The lesson students play, made from the steps the content builder saves (null before).
  lesson_id INTEGER REFERENCES lessons(id) ON DELETE SET NULL,
  -- Goes up with every change: a PATCH made on an older version is refused (409).
  version INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE IF NOT EXISTS datastories (
  id INTEGER PRIMARY KEY,
  dataset_id INTEGER REFERENCES datasets(id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  access_url TEXT NOT NULL UNIQUE,
  author_id INTEGER NOT NULL REFERENCES users(id)
);

CREATE TABLE IF NOT EXISTS staff_notes (
  id INTEGER PRIMARY KEY,
  content_type TEXT NOT NULL,
  content_id INTEGER NOT NULL,
  note TEXT NOT NULL,
  added_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS content_history (
  id INTEGER PRIMARY KEY,
  content_type TEXT NOT NULL,
  content_id INTEGER NOT NULL,
  changes TEXT NOT NULL,
  date TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS metadata_history (
  id INTEGER PRIMARY KEY,
  content_type TEXT NOT NULL,
  content_id INTEGER NOT NULL,
  dataset_name TEXT NOT NULL,
  added_by TEXT NOT NULL,
  previous_metadata TEXT NOT NULL,
  current_metadata TEXT NOT NULL,
  date TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS classrooms (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  class_grade TEXT NOT NULL,
  section TEXT NOT NULL,
  gclass_id TEXT,
  provider TEXT NOT NULL CHECK (provider IN ('google', 'clever', 'other'))
);

-- Class rosters: the students of each class (what a student was assigned comes from here).
CREATE TABLE IF NOT EXISTS classroom_students (
  classroom_id INTEGER NOT NULL REFERENCES classrooms(id) ON DELETE CASCADE,
  student_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (classroom_id, student_id)
);

CREATE TABLE IF NOT EXISTS classroom_shares (
  id INTEGER PRIMARY KEY,
  classroom_id INTEGER NOT NULL REFERENCES classrooms(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  content_id INTEGER NOT NULL,
  gassignment_id TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (classroom_id, content_type, content_id)
);
`;
