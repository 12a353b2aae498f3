/** Part of the demo database's schema (db/schema.ts): Users, sessions and grants, then courses, modules, lessons and their steps. */
export const ACCOUNTS_AND_COURSES_SQL = `
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
  -- 1: started inside an embed frame on another site, so its cookies are the framed kind;
  -- 2: held by such a frame itself and sent in a header (repos/sessions.ts, SessionKind).
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
`;
