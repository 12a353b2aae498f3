import { atom, createStore } from 'jotai';
import * as v from 'valibot';
import { fetchCurrentUser, loadAppConfig, savePreference } from '../api/session';
import { TEXT_SIZES, type TextSize, type User, type UserPreferences } from '../api/schemas/user';
import { sessionValue } from '../storage/session';

/**
 * The one store of the page. Every widget mounted by this runtime reads page-wide state
 * (user, app config, preferences) from here, so a text-size change in the reading bar
 * reaches the lesson player. State of a single widget instance never goes in here.
 */
export const pageStore = createStore();

/** Current user; null for a visitor. Fetched once per page however many widgets read it. */
export const currentUserAtom = atom<Promise<User | null>>(() => fetchCurrentUser());

/** The page's app config: the same request the loader made (loadAppConfig). */
export const appConfigAtom = atom(() => loadAppConfig());

/** Preference changes made on this page, ahead of (or instead of) the server's copy. */
const preferenceChangesAtom = atom<Partial<UserPreferences>>({});

/** The user's preferences (spec section 3): the server's, with this page's changes on top. */
/**
 * This page's preference changes, read without waiting: with a user already known (a layout
 * that has it), `{ ...user.user_preferences, ...changes }` is the user's preferences now.
 */
export const preferenceChangesOnPageAtom = atom((get) => get(preferenceChangesAtom));

export const userPreferencesAtom = atom(async (get): Promise<UserPreferences> => {
  const user = await get(currentUserAtom).catch(() => null);
  return { ...(user?.user_preferences ?? {}), ...get(preferenceChangesAtom) };
});

/**
 * Changes one preference: at once on the page, then PATCH /api/user/preferences/ for a
 * logged-in user. A failed save is only logged (spec section 8).
 */
export type PreferenceChange = {
  [K in keyof UserPreferences]-?: { key: K; value: UserPreferences[K] };
}[keyof UserPreferences];

export const setPreferenceAtom = atom(null, async (get, set, change: PreferenceChange) => {
  set(preferenceChangesAtom, { ...get(preferenceChangesAtom), [change.key]: change.value });
  const user = await get(currentUserAtom).catch(() => null);
  if (user) await savePreference(change.key, change.value);
});

export const TEXT_SIZE_KEY = 'courses.textSize';

/** This tab's choice, read from session storage only when a store first needs it. */
function storedTextSize(): TextSize | null {
  const stored = sessionValue<unknown>(TEXT_SIZE_KEY);
  return v.is(v.picklist(TEXT_SIZES), stored) ? stored : null;
}

/** A choice made on this page; null until the person picks a size. */
const textSizeChoiceAtom = atom<TextSize | null>(null);

function defaultTextSize(user: User | null): TextSize {
  return user?.user_preferences?.textSizePreference ?? (user?.is_jr ? 'large' : 'standard');
}

/**
 * Text size (spec section 4): this tab's choice, else the preference saved on the server, else
 * large for a junior user and standard for everyone else.
 *
 * A known choice is returned synchronously, so changing the size re-renders readers at once
 * instead of suspending them behind a loading fallback. A failed whoami only costs the saved
 * preference: text size is no reason to break a widget.
 */
export const textSizeAtom = atom(
  (get): TextSize | Promise<TextSize> => {
    const chosen = get(textSizeChoiceAtom) ?? storedTextSize();
    if (chosen) return chosen;
    return get(currentUserAtom).then(defaultTextSize, () => defaultTextSize(null));
  },
  async (get, set, size: TextSize) => {
    set(textSizeChoiceAtom, size);
    sessionValue.set(TEXT_SIZE_KEY, size);
    // Visitors have no server preferences; savePreference only logs its own failures.
    const user = await get(currentUserAtom).catch(() => null);
    if (user) await savePreference('textSizePreference', size);
  },
);
