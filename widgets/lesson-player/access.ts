import type { User } from '@courses/runtime';

interface Gated {
  is_premium: boolean;
  is_tuva_jr?: boolean;
}

/**
 * Premium content needs a premium user, junior premium content a Jr. or premium user; staff
 * and superusers may use everything (docs/api.md, spec section 6).
 */
export function canUse(content: Gated, user: User | null): boolean {
  if (!content.is_premium) return true;
  if (!user) return false;
  if (user.is_staff || user.is_superuser || user.is_premium) return true;
  return Boolean(content.is_tuva_jr) && user.is_jr;
}

/**
 * Teacher review (spec section 6): a teacher reviews a lesson without saving answers, which is
 * available only when the lesson is not premium or the teacher has the subscription.
 */
export function isTeacherReview(lesson: Gated, user: User | null): boolean {
  return user?.type === 'teacher' && canUse(lesson, user);
}
