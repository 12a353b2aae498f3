import { canUse, type GatedContent as Gated, type User } from '@courses/runtime';

/** Who may use premium content lives in the runtime: the content browser locks by it too. */
export { canUse };

/**
 * Teacher review (spec section 6): a teacher reviews a lesson without saving answers, which is
 * available only when the lesson is not premium or the teacher has the subscription.
 */
export function isTeacherReview(lesson: Gated, user: User | null): boolean {
  return user?.type === 'teacher' && canUse(lesson, user);
}
