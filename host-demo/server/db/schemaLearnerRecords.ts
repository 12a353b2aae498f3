/** Part of the demo database's schema (db/schema.ts): Enrollments and answers, bookmarks, feedback, plot images, links, shares, assignments, settings, saved plots. */
export const LEARNER_RECORDS_SQL = `
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
