/**
 * Who may use the content builder (spec section 6): one rule for the widgets and the
 * development server, so the page and the API never disagree.
 */

/** What the rule reads of a user (the API's User, or the server's row turned into booleans). */
export interface BuilderUser {
  type: 'teacher' | 'student';
  is_staff: boolean;
  is_superuser: boolean;
  is_jr: boolean;
  is_premium: boolean;
}

export interface BuilderSetting {
  /** The Jr. (partner) variant is running. */
  junior: boolean;
  /** app_config: false when the builder is open to every teacher without a subscription. */
  requiresSubscription: boolean;
}

/**
 * - allowed: the builder opens;
 * - upgrade: a teacher without the subscription, told where to get it (pricing link);
 * - students: students never see the builder;
 * - visitor: not logged in, asked to log in.
 */
export type BuilderAccess =
  | { kind: 'allowed' }
  | { kind: 'upgrade'; pricing: '/pricing/premium/' | '/pricing/jr/' }
  | { kind: 'students' }
  | { kind: 'visitor' };

/**
 * A teacher who is staff or superuser, or any teacher when the feature needs no subscription;
 * otherwise a premium subscription, or a Jr. subscription on the Jr. variant. On the main
 * variant a Jr.-only subscription does not open it.
 */
export function builderAccess(user: BuilderUser | null, setting: BuilderSetting): BuilderAccess {
  if (!user) return { kind: 'visitor' };
  if (user.type !== 'teacher') return { kind: 'students' };
  if (user.is_staff || user.is_superuser || !setting.requiresSubscription)
    return { kind: 'allowed' };
  if (user.is_premium || (setting.junior && user.is_jr)) return { kind: 'allowed' };
  return { kind: 'upgrade', pricing: setting.junior ? '/pricing/jr/' : '/pricing/premium/' };
}

export function canUseBuilder(user: BuilderUser | null, setting: BuilderSetting): boolean {
  return builderAccess(user, setting).kind === 'allowed';
}
