import type { Assignment } from '../../../src/api/schemas/assignment';
import type { Db } from '../db/openDatabase';
import { findClassroomById } from './classrooms';

export interface AssignmentRow {
  id: number;
  lesson_id: number;
  classroom_id: number;
  teacher_id: number;
  instructions: string;
  due_date: string | null;
  gassignment_id: string | null;
  created_at: string;
}

export function toApiAssignment(db: Db, row: AssignmentRow): Assignment {
  const room = findClassroomById(db, row.classroom_id);
  if (!room) throw new Error(`assignment ${row.id} names no class`);
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

/** A teacher's assignments of a lesson, newest first. */
export function listLessonAssignments(db: Db, lessonId: number, teacherId: number) {
  return db
    .prepare(
      'SELECT * FROM assignments WHERE lesson_id = ? AND teacher_id = ? ORDER BY created_at DESC, id DESC',
    )
    .all(lessonId, teacherId) as AssignmentRow[];
}

export function findTeacherAssignment(
  db: Db,
  teacherId: number,
  id: number,
): AssignmentRow | undefined {
  return db
    .prepare('SELECT * FROM assignments WHERE id = ? AND teacher_id = ?')
    .get(id, teacherId) as AssignmentRow | undefined;
}

/** Stores a new assignment and returns it. */
export function insertAssignment(
  db: Db,
  assignment: Pick<
    AssignmentRow,
    'lesson_id' | 'classroom_id' | 'teacher_id' | 'instructions' | 'due_date' | 'created_at'
  >,
): AssignmentRow {
  const result = db
    .prepare(
      `INSERT INTO assignments (lesson_id, classroom_id, teacher_id, instructions, due_date, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      assignment.lesson_id,
      assignment.classroom_id,
      assignment.teacher_id,
      assignment.instructions,
      assignment.due_date,
      assignment.created_at,
    );
  return db
    .prepare('SELECT * FROM assignments WHERE id = ?')
    .get(result.lastInsertRowid) as AssignmentRow;
}

export function setAssignmentPost(db: Db, id: number, gassignmentId: string): void {
  db.prepare('UPDATE assignments SET gassignment_id = ? WHERE id = ?').run(gassignmentId, id);
}
