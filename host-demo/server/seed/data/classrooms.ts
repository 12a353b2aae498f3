import { USER_IDS } from './users';

/** premium_teacher has classes at every provider; teacher has none (the 'no classes' case). */
export const SEED_CLASSROOMS = [
  {
    id: 1,
    teacher_id: USER_IDS.premiumTeacher,
    class_grade: 'Grade 6',
    section: 'A',
    gclass_id: '681023154422',
    provider: 'google',
  },
  {
    id: 2,
    teacher_id: USER_IDS.premiumTeacher,
    class_grade: 'Grade 7',
    section: 'B',
    gclass_id: 'clever-7b-2024',
    provider: 'clever',
  },
  {
    id: 3,
    teacher_id: USER_IDS.premiumTeacher,
    class_grade: 'Grade 8',
    section: 'Science Club',
    gclass_id: null,
    provider: 'other',
  },
  {
    id: 4,
    teacher_id: USER_IDS.jrTeacher,
    class_grade: 'Grade 2',
    section: 'Bluebirds',
    gclass_id: null,
    provider: 'other',
  },
  {
    id: 5,
    teacher_id: USER_IDS.staffTeacher,
    class_grade: 'Grade 9',
    section: 'Statistics',
    gclass_id: '590144872310',
    provider: 'google',
  },
  {
    id: 6,
    teacher_id: USER_IDS.superuser,
    class_grade: 'Grade 10',
    section: 'Data Science',
    gclass_id: null,
    provider: 'other',
  },
] as const;

/**
 * Class rosters: the demo students sit in premium_teacher's classes (student in all three,
 * premium_student in Grade 6 A), so what that teacher assigns reaches them.
 */
export const SEED_ROSTERS: readonly { classroom: number; students: readonly number[] }[] = [
  { classroom: 1, students: [USER_IDS.student, USER_IDS.premiumStudent] },
  { classroom: 2, students: [USER_IDS.student] },
  { classroom: 3, students: [USER_IDS.student] },
];
