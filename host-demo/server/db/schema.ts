/**
 * The demo database. JSON columns hold the nested parts of the API shapes that are always
 * read and written whole (answer maps, metadata, tag panels).
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('teacher', 'student')),
  is_staff INTEGER NOT NULL DEFAULT 0,
  is_superuser INTEGER NOT NULL DEFAULT 0,
  is_jr INTEGER NOT NULL DEFAULT 0,
  is_premium INTEGER NOT NULL DEFAULT 0,
  user_preferences TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT,
  -- 1: started inside an embed frame on another site, so its cookies are the framed kind.
  framed INTEGER NOT NULL DEFAULT 0
);

-- Single-use tokens that hand a login made in a pop-up to an embed frame on another site
-- (POST /api/embed/session-handoff/, then POST /api/embed/session/). Only a hash is kept; a
-- token dies with the session that asked for it (logging out in the pop-up cancels it).
CREATE TABLE IF NOT EXISTS embed_handoffs (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE IF NOT EXISTS integrations (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  auth_code TEXT NOT NULL,
  granted_at TEXT NOT NULL,
  -- The scopes the user granted (JSON list) and whether the browser was signed in to several
  -- Google accounts when it granted them (the classroom service then refuses posts).
  scopes TEXT NOT NULL DEFAULT '[]',
  multi_account INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, provider)
);

-- Authorization codes issued by the demo's consent page; each is exchanged once, shortly after.
CREATE TABLE IF NOT EXISTS oauth_codes (
  code TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  scopes TEXT NOT NULL,
  multi_account INTEGER NOT NULL DEFAULT 0,
  issued_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS courses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  access_url TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  is_premium INTEGER NOT NULL DEFAULT 0,
  is_tuva_jr INTEGER NOT NULL DEFAULT 0,
  -- A subject category slug (math, science, ...); null lists it under other.
  subject TEXT
);

CREATE TABLE IF NOT EXISTS modules (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  introduction_left TEXT NOT NULL DEFAULT '',
  UNIQUE (course_id, slug)
);

CREATE TABLE IF NOT EXISTS course_datasets (
  id INTEGER PRIMARY KEY,
  dataset_id INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  dataset_name TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS course_dataset_keywords (
  course_dataset_id INTEGER NOT NULL REFERENCES course_datasets(id) ON DELETE CASCADE,
  keyword_id INTEGER NOT NULL REFERENCES keywords(id) ON DELETE CASCADE,
  PRIMARY KEY (course_dataset_id, keyword_id)
);

-- module_id is null for lessons that live outside a course (activities, tasks).
CREATE TABLE IF NOT EXISTS lessons (
  id INTEGER PRIMARY KEY,
  module_id INTEGER REFERENCES modules(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  lesson_type TEXT NOT NULL,
  is_premium INTEGER NOT NULL DEFAULT 0,
  is_tuva_jr INTEGER NOT NULL DEFAULT 0,
  labels TEXT NOT NULL DEFAULT '[]',
  description TEXT NOT NULL DEFAULT '',
  introduction TEXT NOT NULL DEFAULT '',
  introduction_left TEXT NOT NULL DEFAULT '',
  duration INTEGER NOT NULL DEFAULT 10,
  modified TEXT NOT NULL,
  -- A subject category slug; a course's lessons take the course's when they have none.
  subject TEXT
);

CREATE TABLE IF NOT EXISTS lesson_steps (
  id INTEGER PRIMARY KEY,
  lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  step_order INTEGER NOT NULL,
  content TEXT NOT NULL,
  left_content TEXT NOT NULL DEFAULT '',
  course_dataset_id INTEGER REFERENCES course_datasets(id) ON DELETE SET NULL,
  plot_state TEXT,
  has_simulation INTEGER NOT NULL DEFAULT 0,
  continue_dataenv INTEGER NOT NULL DEFAULT 0
);

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

CREATE TABLE IF NOT EXISTS enrollments (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_completed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (course_id, user_id)
);

CREATE TABLE IF NOT EXISTS course_responses (
  id INTEGER PRIMARY KEY,
  enrollment_id INTEGER NOT NULL REFERENCES enrollments(id) ON DELETE CASCADE,
  lesson_step_id INTEGER NOT NULL REFERENCES lesson_steps(id) ON DELETE CASCADE,
  response TEXT NOT NULL,
  attempt INTEGER NOT NULL DEFAULT 0,
  submitted INTEGER NOT NULL DEFAULT 0,
  modified TEXT NOT NULL,
  UNIQUE (enrollment_id, lesson_step_id)
);

CREATE TABLE IF NOT EXISTS user_lessons (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  is_completed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  modified TEXT NOT NULL,
  UNIQUE (user_id, lesson_id)
);

CREATE TABLE IF NOT EXISTS user_lesson_steps (
  id INTEGER PRIMARY KEY,
  user_lesson_id INTEGER NOT NULL REFERENCES user_lessons(id) ON DELETE CASCADE,
  lesson_step_id INTEGER NOT NULL REFERENCES lesson_steps(id) ON DELETE CASCADE,
  response TEXT NOT NULL,
  attempt INTEGER NOT NULL DEFAULT 0,
  submitted INTEGER NOT NULL DEFAULT 0,
  modified TEXT NOT NULL,
  UNIQUE (user_lesson_id, lesson_step_id)
);

CREATE TABLE IF NOT EXISTS bookmarks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  object_type TEXT NOT NULL,
  object_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, object_type, object_id)
);

CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS plot_images (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  owner_a TEXT NOT NULL,
  owner_b TEXT NOT NULL,
  file TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- The codes of deleted user datasets: their page says the dataset was deleted, rather than
-- that there is no such page.
CREATE TABLE IF NOT EXISTS deleted_datasets (
  access_url TEXT PRIMARY KEY,
  deleted_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS short_urls (
  code TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  content_type TEXT NOT NULL,
  object_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (url, content_type, object_id)
);

CREATE TABLE IF NOT EXISTS email_shares (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  page_link TEXT NOT NULL,
  email TEXT NOT NULL,
  sender_name TEXT NOT NULL,
  message TEXT NOT NULL,
  content_type TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS assignments (
  id INTEGER PRIMARY KEY,
  lesson_id INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  classroom_id INTEGER NOT NULL REFERENCES classrooms(id) ON DELETE CASCADE,
  teacher_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  instructions TEXT NOT NULL DEFAULT '',
  due_date TEXT,
  gassignment_id TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value REAL NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS partner_icons (
  value TEXT PRIMARY KEY,
  file TEXT NOT NULL,
  position INTEGER NOT NULL
);

-- Plots saved from the data tool's Save Plot dialog; 'source' names the data they were drawn
-- from (a lesson step or a dataset), so the tool lists the ones of the data it shows.
CREATE TABLE IF NOT EXISTS saved_plots (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  title TEXT NOT NULL,
  alt_text TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  plot_state TEXT NOT NULL,
  image TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS saved_plots_by_owner ON saved_plots (user_id, source);
`;
