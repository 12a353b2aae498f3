import type { Classroom, ClassroomProvider } from '../../../src/api/schemas/sharing';
import type { Db } from '../db/openDatabase';

export interface ClassroomRow {
  id: number;
  teacher_id: number;
  class_grade: string;
  section: string;
  gclass_id: string | null;
  provider: ClassroomProvider;
}

export function teacherClassrooms(db: Db, teacherId: number): ClassroomRow[] {
  return db
    .prepare('SELECT * FROM classrooms WHERE teacher_id = ? ORDER BY class_grade, section')
    .all(teacherId) as ClassroomRow[];
}

export function findTeacherClassroom(
  db: Db,
  teacherId: number,
  id: number,
): ClassroomRow | undefined {
  return db
    .prepare('SELECT * FROM classrooms WHERE id = ? AND teacher_id = ?')
    .get(id, teacherId) as ClassroomRow | undefined;
}

export function findClassroomById(db: Db, id: number): ClassroomRow | undefined {
  return db.prepare('SELECT * FROM classrooms WHERE id = ?').get(id) as ClassroomRow | undefined;
}

export function classroomLabel(row: ClassroomRow): string {
  return `${row.class_grade} - ${row.section}`;
}

export function toApiClassroom(row: ClassroomRow, isShared: boolean): Classroom {
  return {
    id: row.id,
    class_grade: row.class_grade,
    section: row.section,
    gclass_id: row.gclass_id,
    provider: row.provider,
    isShared,
    isSharing: false,
  };
}
