import type { Assignment, AssignmentPayloadSchema } from '../../../src/api/schemas/assignment';
import { CLASSROOM_DISABLED_PREFIX } from '../../../src/api/schemas/assignment';
import type * as v from 'valibot';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { CLASS_SHARING_DETAIL, canShareWithClass } from '../repos/access';
import {
  findTeacherAssignment,
  insertAssignment,
  listLessonAssignments,
  setAssignmentPost,
  toApiAssignment,
} from '../repos/assignments';
import { canReadLesson } from '../repos/activityAccess';
import { findTeacherClassroom } from '../repos/classrooms';
import { findLessonById } from '../repos/lessons';
import type { UserRow } from '../repos/users';
import { classroomDisabledMessage, newAssignmentId, requireGrant } from './classroomService';
import { Forbidden, Invalid, NotFound } from './errors';

export type AssignmentPayload = v.InferOutput<typeof AssignmentPayloadSchema>;

/** Assigning is sharing with a class: the same subscription rule (spec section 6). */
export function assertMayAssign(teacher: UserRow): void {
  if (!canShareWithClass(teacher)) throw new Forbidden(CLASS_SHARING_DETAIL);
}

function requireLesson(db: Db, lessonId: number): void {
  if (!findLessonById(db, lessonId)) throw new NotFound('Lesson not found.');
}

/** The teacher's assignments of a lesson, newest first. */
export function lessonAssignments(db: Db, teacher: UserRow, lessonId: number): Assignment[] {
  requireLesson(db, lessonId);
  return listLessonAssignments(db, lessonId, teacher.id).map((row) => toApiAssignment(db, row));
}

/** Assigns a lesson to one of the teacher's classes. */
export function assignLesson(
  db: Db,
  teacher: UserRow,
  lessonId: number,
  payload: AssignmentPayload,
): Assignment {
  assertMayAssign(teacher);
  // Only what the teacher may open can be assigned: nobody hands out another's draft.
  if (!findLessonById(db, lessonId) || !canReadLesson(db, teacher, lessonId))
    throw new NotFound('Lesson not found.');
  if (!findTeacherClassroom(db, teacher.id, payload.classroom))
    throw new NotFound('Class not found.');
  const row = insertAssignment(db, {
    lesson_id: lessonId,
    classroom_id: payload.classroom,
    teacher_id: teacher.id,
    instructions: payload.instructions,
    due_date: payload.due_date,
    created_at: nowIso(),
  });
  return toApiAssignment(db, row);
}

export interface AssignmentPost {
  success: boolean;
  message: string;
  gassignment_id: string | null;
}

/**
 * Posts an assignment to its class's classroom service (the stream post), keeping the
 * service's item id once there is one.
 */
export function postAssignment(
  db: Db,
  teacher: UserRow,
  provider: string,
  assignmentId: number,
): AssignmentPost {
  const row = findTeacherAssignment(db, teacher.id, assignmentId);
  if (!row) throw new NotFound('Assignment not found.');
  const room = findTeacherClassroom(db, teacher.id, row.classroom_id);
  if (!room || room.provider !== provider)
    throw new Invalid(`This assignment's class is not a ${provider} class.`);
  const grant = requireGrant(db, teacher, provider);
  // Granted from a browser signed in to several Google accounts (the consent page's choice).
  if (grant?.multiAccount) {
    return {
      success: false,
      message: classroomDisabledMessage(CLASSROOM_DISABLED_PREFIX),
      gassignment_id: null,
    };
  }
  const gassignmentId = row.gassignment_id ?? newAssignmentId();
  setAssignmentPost(db, row.id, gassignmentId);
  return { success: true, message: '', gassignment_id: gassignmentId };
}
