import type { User } from '../api/schemas/user';

/** A teacher without a subscription or staff rights: the demo's `teacher`, as whoami answers. */
export const teacher: User = {
  id: 3,
  username: 'teacher',
  type: 'teacher',
  is_staff: false,
  is_superuser: false,
  is_jr: false,
  is_premium: false,
  user_preferences: {},
};

/** A user differing from `teacher` only in what a test names. */
export function makeUser(overrides: Partial<User> = {}): User {
  return { ...teacher, ...overrides };
}
