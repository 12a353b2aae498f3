import type { User } from '../api/schemas/user';

/** Content that may need a subscription (spec sections 3 and 6). */
export interface GatedContent {
  is_premium: boolean;
  is_tuva_jr?: boolean;
}

/** The lock labels' tooltips (spec section 6). */
export const PREMIUM_TOOLTIP = 'Accessible for Premium Subscribers Only';
export const JUNIOR_TOOLTIP = 'Accessible for Jr. Subscribers Only';

/**
 * Premium content needs a premium user, junior premium content a Jr. or premium user; staff
 * and superusers may use everything (docs/api.md, spec section 6).
 */
export function canUse(content: GatedContent, user: User | null): boolean {
  if (!content.is_premium) return true;
  if (!user) return false;
  if (user.is_staff || user.is_superuser || user.is_premium) return true;
  return Boolean(content.is_tuva_jr) && user.is_jr;
}

/** The lock a content item shows this user, if any: the subscription it needs. */
export function lockOf(content: GatedContent, user: User | null): 'premium' | 'junior' | null {
  if (canUse(content, user)) return null;
  return content.is_tuva_jr ? 'junior' : 'premium';
}
