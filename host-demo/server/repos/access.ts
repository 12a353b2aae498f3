import { bool } from '../db/json';
import type { UserRow } from './users';

/** Why premium content is refused to a user who may not use it. */
export const PREMIUM_LESSON_DETAIL = 'This lesson requires a premium subscription.';

interface GatedContent {
  is_premium: number;
  is_tuva_jr: number;
}

/**
 * Whether a user may use premium content: a premium subscription, or a Jr. subscription for
 * junior content. Staff and superusers may use everything. Free content is open to all.
 */
export function canUsePremium(user: UserRow | null, content: GatedContent): boolean {
  if (!bool(content.is_premium)) return true;
  if (!user) return false;
  if (bool(user.is_staff) || bool(user.is_superuser) || bool(user.is_premium)) return true;
  return bool(content.is_tuva_jr) && bool(user.is_jr);
}

/** Content builder rule (spec section 6): staff, superuser, or a premium or Jr. teacher. */
export function canUseContentBuilder(user: UserRow | null): boolean {
  if (!user || user.type !== 'teacher') return false;
  return (
    bool(user.is_staff) || bool(user.is_superuser) || bool(user.is_premium) || bool(user.is_jr)
  );
}

/** Why a class share is refused to a teacher without the subscription (spec section 6). */
export const CLASS_SHARING_DETAIL = 'Sharing with a class needs a Premium or Jr. subscription.';

/**
 * Spec section 6: a teacher may share with (or assign to) a class with a premium or Jr.
 * subscription; staff without one get the upgrade prompt like any other teacher.
 */
export function canShareWithClass(user: UserRow): boolean {
  return user.type === 'teacher' && (bool(user.is_premium) || bool(user.is_jr));
}
