import type { StudentAssignment } from '../../../src/api/schemas/assignment';
import type { Db } from '../db/openDatabase';

/**
 * What was assigned to the classes a student is on the roster of (classroom_students),
 * newest first; a teacher's own lessons and activities alike.
 */
export function listStudentAssignments(db: Db, studentId: number): StudentAssignment[] {
  const rows = db
    .prepare(
      `SELECT a.id, a.instructions, a.due_date, a.created_at,
         l.id AS lesson_id, l.slug, l.title, l.lesson_type,
         c.id AS classroom_id, c.class_grade, c.section, u.username AS teacher
       FROM assignments a
       JOIN classroom_students cs ON cs.classroom_id = a.classroom_id AND cs.student_id = ?
       JOIN lessons l ON l.id = a.lesson_id
       JOIN classrooms c ON c.id = a.classroom_id
       JOIN users u ON u.id = a.teacher_id
       ORDER BY a.created_at DESC, a.id DESC`,
    )
    .all(studentId) as {
    id: number;
    instructions: string;
    due_date: string | null;
    created_at: string;
    lesson_id: number;
    slug: string;
    title: string;
    lesson_type: string;
    classroom_id: number;
    class_grade: string;
    section: string;
    teacher: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    lesson: { id: row.lesson_id, slug: row.slug, title: row.title, lesson_type: row.lesson_type },
    classroom: { id: row.classroom_id, class_grade: row.class_grade, section: row.section },
    teacher: row.teacher,
    instructions: row.instructions,
    due_date: row.due_date,
    created_at: row.created_at,
  }));
}
