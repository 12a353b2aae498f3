import type { Classroom, User } from '@courses/runtime';

/**
 * Spec section 6: a teacher shares with (and assigns to) a class if premium or junior; any
 * other teacher, staff included, gets the upgrade prompt. The server holds the same rule.
 */
export function canShareWithClass(user: User): boolean {
  return user.type === 'teacher' && (user.is_premium || user.is_jr);
}

/** How a class is named to a teacher: its grade and section. */
export function classLabel(classroom: Pick<Classroom, 'class_grade' | 'section'>): string {
  return `${classroom.class_grade} - ${classroom.section}`;
}

/** The classroom service a class lives in; classes made in the product have none. */
export const CLASSROOM_SERVICE_NAMES: Record<Classroom['provider'], string | null> = {
  google: 'Google Classroom',
  clever: 'Clever',
  other: null,
};
