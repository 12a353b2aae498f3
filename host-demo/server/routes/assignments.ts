import { Hono } from 'hono';
import {
  AssignmentPayloadSchema,
  CLASSROOM_DISABLED_PREFIX,
  type Assignment,
} from '../../../src/api/schemas/assignment';
import { CLASSROOM_PROVIDERS } from '../../../src/api/schemas/sharing';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import type { AppEnv } from '../http/appEnv';
import { badRequest, forbidden, notFound } from '../http/httpError';
import { parseId, readJson } from '../http/readBody';
import { requireTeacher, requireUser } from '../http/session';
import { CLASS_SHARING_DETAIL, canShareWithClass } from '../repos/access';
import { listStudentAssignments } from '../repos/studentAssignments';
import { findTeacherClassroom, type ClassroomRow } from '../repos/classrooms';
import { canReadLesson } from '../repos/activityAccess';
import { findLessonById } from '../repos/lessons';
import {
  classroomDisabledMessage,
  newAssignmentId,
  requireGrant,
} from '../services/classroomService';

export const assignmentRoutes = new Hono<AppEnv>();

interface AssignmentRow {
  id: number;
  lesson_id: number;
  classroom_id: number;
  teacher_id: number;
  instructions: string;
  due_date: string | null;
  gassignment_id: string | null;
  created_at: string;
}

function toApiAssignment(db: Db, row: AssignmentRow): Assignment {
  const room = db
    .prepare('SELECT * FROM classrooms WHERE id = ?')
    .get(row.classroom_id) as ClassroomRow;
  return {
    id: row.id,
    lesson: row.lesson_id,
    classroom: {
      id: room.id,
      class_grade: room.class_grade,
      section: room.section,
      provider: room.provider,
    },
    instructions: row.instructions,
    due_date: row.due_date,
    created_at: row.created_at,
    gassignment_id: row.gassignment_id,
  };
}

export function isLessonAssignedTo(db: Db, classroomId: number, lessonId: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM assignments WHERE classroom_id = ? AND lesson_id = ?')
      .get(classroomId, lessonId) !== undefined
  );
}

/** A student's list: what their teachers assigned to the classes they are in. */
assignmentRoutes.get('/api/assignments/mine', (c) => {
  const user = requireUser(c);
  return c.json(listStudentAssignments(c.get('server').db, user.id));
});

assignmentRoutes.get('/api/assignments/lesson/:id', (c) => {
  const user = requireTeacher(c);
  const { db } = c.get('server');
  const lessonId = parseId(c.req.param('id'), 'lesson id');
  if (!findLessonById(db, lessonId)) throw notFound('Lesson not found.');
  const rows = db
    .prepare(
      'SELECT * FROM assignments WHERE lesson_id = ? AND teacher_id = ? ORDER BY created_at DESC, id DESC',
    )
    .all(lessonId, user.id) as AssignmentRow[];
  return c.json(rows.map((row) => toApiAssignment(db, row)));
});

assignmentRoutes.post('/api/assignments/lesson/:id', async (c) => {
  const user = requireTeacher(c);
  // Assigning is sharing with a class: the same subscription rule (spec section 6).
  if (!canShareWithClass(user)) throw forbidden(CLASS_SHARING_DETAIL);
  const payload = await readJson(c, AssignmentPayloadSchema);
  const { db } = c.get('server');
  const lessonId = parseId(c.req.param('id'), 'lesson id');
  // Only what the teacher may open can be assigned: nobody hands out another's draft.
  if (!findLessonById(db, lessonId) || !canReadLesson(db, user, lessonId))
    throw notFound('Lesson not found.');
  if (!findTeacherClassroom(db, user.id, payload.classroom)) throw notFound('Class not found.');
  const result = db
    .prepare(
      `INSERT INTO assignments (lesson_id, classroom_id, teacher_id, instructions, due_date, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(lessonId, payload.classroom, user.id, payload.instructions, payload.due_date, nowIso());
  const row = db
    .prepare('SELECT * FROM assignments WHERE id = ?')
    .get(result.lastInsertRowid) as AssignmentRow;
  return c.json(toApiAssignment(db, row), 201);
});

assignmentRoutes.post('/assignment/:action/:id', (c) => {
  const match = /^([a-z]+)_stream_post$/.exec(c.req.param('action'));
  if (!match?.[1]) throw notFound();
  const provider = match[1];
  if (!(CLASSROOM_PROVIDERS as readonly string[]).includes(provider))
    throw notFound(`Unknown provider: ${provider}`);
  const user = requireTeacher(c);
  const { db } = c.get('server');
  const row = db
    .prepare('SELECT * FROM assignments WHERE id = ? AND teacher_id = ?')
    .get(parseId(c.req.param('id'), 'assignment id'), user.id) as AssignmentRow | undefined;
  if (!row) throw notFound('Assignment not found.');
  const room = findTeacherClassroom(db, user.id, row.classroom_id);
  if (!room || room.provider !== provider)
    throw badRequest(`This assignment's class is not a ${provider} class.`);
  const grant = requireGrant(db, user, provider);
  // Granted from a browser signed in to several Google accounts (the consent page's choice).
  if (grant?.multiAccount) {
    return c.json({
      success: false,
      message: classroomDisabledMessage(CLASSROOM_DISABLED_PREFIX),
      gassignment_id: null,
    });
  }
  const gassignmentId = row.gassignment_id ?? newAssignmentId();
  db.prepare('UPDATE assignments SET gassignment_id = ? WHERE id = ?').run(gassignmentId, row.id);
  return c.json({ success: true, message: '', gassignment_id: gassignmentId });
});
