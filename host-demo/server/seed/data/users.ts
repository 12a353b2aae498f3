import type { SeedUser } from '../seedTypes';

/** One demo user per role; a visitor is simply not logged in. */
export const SEED_USERS: SeedUser[] = [
  { id: 1, username: 'student', type: 'student' },
  { id: 2, username: 'premium_student', type: 'student', is_premium: true },
  { id: 3, username: 'teacher', type: 'teacher' },
  { id: 4, username: 'premium_teacher', type: 'teacher', is_premium: true },
  { id: 5, username: 'jr_teacher', type: 'teacher', is_jr: true },
  { id: 6, username: 'staff_teacher', type: 'teacher', is_staff: true },
  { id: 7, username: 'superuser', type: 'teacher', is_superuser: true, is_staff: true },
];

export const USER_IDS = {
  student: 1,
  premiumStudent: 2,
  teacher: 3,
  premiumTeacher: 4,
  jrTeacher: 5,
  staffTeacher: 6,
  superuser: 7,
} as const;
