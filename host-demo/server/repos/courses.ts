import {
  NOT_ENROLLED,
  type Course,
  type CourseSummary,
  type Enrollment,
  type Module,
  type StartingStep,
} from '../../../src/api/schemas/course';
import type { Db } from '../db/openDatabase';
import { bool } from '../db/json';
import { toLessonSummary, type LessonRow } from './lessons';
import type { UserRow } from './users';

export interface CourseRow {
  id: number;
  name: string;
  access_url: string;
  description: string;
  is_premium: number;
  is_tuva_jr: number;
}

interface ModuleRow {
  id: number;
  course_id: number;
  position: number;
  slug: string;
  title: string;
  description: string;
  introduction_left: string;
}

export interface EnrollmentRow {
  id: number;
  course_id: number;
  user_id: number;
  is_completed: number;
  created_at: string;
}

/** By numeric id or by access_url (the course app's routes carry the slug). */
export function findCourse(db: Db, idOrSlug: string): CourseRow | undefined {
  const byId = /^\d+$/.test(idOrSlug);
  return db
    .prepare(`SELECT * FROM courses WHERE ${byId ? 'id' : 'access_url'} = ?`)
    .get(byId ? Number(idOrSlug) : idOrSlug) as CourseRow | undefined;
}

export function findEnrollment(
  db: Db,
  courseId: number,
  userId: number,
): EnrollmentRow | undefined {
  return db
    .prepare('SELECT * FROM enrollments WHERE course_id = ? AND user_id = ?')
    .get(courseId, userId) as EnrollmentRow | undefined;
}

export function toApiEnrollment(row: EnrollmentRow): Enrollment {
  return {
    id: row.id,
    course: row.course_id,
    user: row.user_id,
    is_completed: bool(row.is_completed),
  };
}

export function findEnrollmentById(db: Db, id: number): EnrollmentRow | undefined {
  return db.prepare('SELECT * FROM enrollments WHERE id = ?').get(id) as EnrollmentRow | undefined;
}

/** Enrolls a user in a course. */
export function insertEnrollment(
  db: Db,
  courseId: number,
  userId: number,
  isCompleted: boolean,
  createdAt: string,
): void {
  db.prepare(
    'INSERT INTO enrollments (course_id, user_id, is_completed, created_at) VALUES (?, ?, ?, ?)',
  ).run(courseId, userId, isCompleted ? 1 : 0, createdAt);
}

export function markEnrollmentCompleted(db: Db, id: number): void {
  db.prepare('UPDATE enrollments SET is_completed = 1 WHERE id = ?').run(id);
}

/** Whether a module belongs to a course (a step is answered only through its own course). */
export function isModuleOfCourse(db: Db, moduleId: number, courseId: number): boolean {
  return (
    db.prepare('SELECT 1 FROM modules WHERE id = ? AND course_id = ?').get(moduleId, courseId) !==
    undefined
  );
}

/** The step the learner saved last: where they resume. */
function startingStep(db: Db, enrollmentId: number): StartingStep | null {
  const row = db
    .prepare(
      `SELECT modules.slug AS module_slug, lessons.slug AS lesson_slug, lesson_steps.id AS step_id
       FROM course_responses
       JOIN lesson_steps ON lesson_steps.id = course_responses.lesson_step_id
       JOIN lessons ON lessons.id = lesson_steps.lesson_id
       JOIN modules ON modules.id = lessons.module_id
       WHERE course_responses.enrollment_id = ?
       ORDER BY course_responses.modified DESC, course_responses.id DESC LIMIT 1`,
    )
    .get(enrollmentId) as StartingStep | undefined;
  return row ?? null;
}

function toApiModule(db: Db, row: ModuleRow, user: UserRow | null): Module {
  const lessons = db
    .prepare('SELECT * FROM lessons WHERE module_id = ? ORDER BY position, id')
    .all(row.id) as LessonRow[];
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    introduction_left: row.introduction_left,
    duration: lessons.reduce((sum, lesson) => sum + lesson.duration, 0),
    lessons: lessons.map((lesson) => toLessonSummary(db, lesson, user)),
  };
}

/** The course as a listing shows it, with the user's enrollment in it if they have one. */
function toCourseSummary(row: CourseRow, enrollment: EnrollmentRow | undefined): CourseSummary {
  return {
    id: row.id,
    name: row.name,
    access_url: row.access_url,
    description: row.description,
    is_premium: bool(row.is_premium),
    is_tuva_jr: bool(row.is_tuva_jr),
    enroll_id: enrollment?.id ?? NOT_ENROLLED,
  };
}

function userEnrollment(db: Db, row: CourseRow, user: UserRow | null) {
  return user ? findEnrollment(db, row.id, user.id) : undefined;
}

export function toApiCourse(db: Db, row: CourseRow, user: UserRow | null): Course {
  const enrollment = userEnrollment(db, row, user);
  const modules = db
    .prepare('SELECT * FROM modules WHERE course_id = ? ORDER BY position, id')
    .all(row.id) as ModuleRow[];
  return {
    ...toCourseSummary(row, enrollment),
    starting_step: enrollment ? startingStep(db, enrollment.id) : null,
    modules: modules.map((module) => toApiModule(db, module, user)),
  };
}

export function listCourses(db: Db, user: UserRow | null): CourseSummary[] {
  const rows = db.prepare('SELECT * FROM courses ORDER BY id').all() as CourseRow[];
  return rows.map((row) => toCourseSummary(row, userEnrollment(db, row, user)));
}

/** The course a lesson belongs to, if any. */
export function courseOfLesson(db: Db, lessonId: number): CourseRow | undefined {
  return db
    .prepare(
      `SELECT courses.* FROM lessons JOIN modules ON modules.id = lessons.module_id
       JOIN courses ON courses.id = modules.course_id WHERE lessons.id = ?`,
    )
    .get(lessonId) as CourseRow | undefined;
}

/** A course with its subject and the date of its newest lesson (the content browser). */
export interface CourseListRow extends CourseRow {
  subject: string | null;
  published: string | null;
}

export function listCoursesWithPublished(db: Db): CourseListRow[] {
  return db
    .prepare(
      `SELECT courses.*, MAX(lessons.modified) AS published FROM courses
       LEFT JOIN modules ON modules.course_id = courses.id
       LEFT JOIN lessons ON lessons.module_id = modules.id
       GROUP BY courses.id ORDER BY courses.id`,
    )
    .all() as CourseListRow[];
}
