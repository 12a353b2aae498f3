import { bool } from '../db/json';
import type { UserRow } from './users';
import {
  canUseBuilder,
  type BuilderSetting,
  type BuilderUser,
} from '../../../src/content/builderAccess';

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

/** The API's view of a user row, as the shared rules read it. */
export function ruleUser(user: UserRow): BuilderUser {
  return {
    type: user.type,
    is_staff: bool(user.is_staff),
    is_superuser: bool(user.is_superuser),
    is_jr: bool(user.is_jr),
    is_premium: bool(user.is_premium),
  };
}

/**
 * Content builder rule (spec section 6, src/content/builderAccess.ts, the widgets' rule too):
 * staff or superuser teachers, every teacher when no subscription is required, otherwise a
 * premium teacher, or a Jr. teacher on the Jr. (partner) variant.
 */
export function canUseContentBuilder(user: UserRow | null, setting: BuilderSetting): boolean {
  return canUseBuilder(user ? ruleUser(user) : null, setting);
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
