import * as v from 'valibot';

export const TEXT_SIZES = ['standard', 'large', 'extralarge'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** Longest preference value the server stores (all of them together stay a few kB). */
export const PREFERENCE_MAX_CHARS = 1000;
const PreferenceText = v.pipe(
  v.string(),
  v.maxLength(PREFERENCE_MAX_CHARS, `a preference has at most ${PREFERENCE_MAX_CHARS} characters`),
);

export const UserPreferencesSchema = v.object({
  dashboardPreferenceSubject: v.optional(v.nullable(PreferenceText)),
  tour: v.optional(v.nullable(PreferenceText)),
  textSizePreference: v.optional(v.nullable(v.picklist(TEXT_SIZES))),
  keywordPreference: v.optional(v.nullable(v.union([PreferenceText, v.boolean()]))),
});
export type UserPreferences = v.InferOutput<typeof UserPreferencesSchema>;

export const UserSchema = v.object({
  id: v.number(),
  username: v.string(),
  type: v.picklist(['teacher', 'student']),
  is_staff: v.boolean(),
  is_superuser: v.boolean(),
  is_jr: v.boolean(),
  is_premium: v.boolean(),
  user_preferences: v.optional(v.nullable(UserPreferencesSchema), {}),
});
export type User = v.InferOutput<typeof UserSchema>;

/**
 * Body of PATCH /api/user/preferences/: preference keys to merge into user_preferences
 * (the widgets send one at a time). Unknown keys are refused.
 */
export const PreferencesPatchSchema = v.pipe(
  v.strictObject(UserPreferencesSchema.entries),
  v.check((patch) => Object.keys(patch).length > 0, 'Send at least one preference key'),
);
export type PreferencesPatch = v.InferInput<typeof PreferencesPatchSchema>;

/** The preference keys (spec section 3). */
export const PREFERENCE_KEYS = Object.keys(
  UserPreferencesSchema.entries,
) as (keyof UserPreferences)[];
