import { atom, createStore } from 'jotai';
import { fetchAppConfig, fetchCurrentUser, savePreference } from '../api/session';
import type { TextSize, User } from '../api/schemas/user';
import { sessionValue } from '../storage/session';

/**
 * The one store of the page. Every widget mounted by this runtime reads page-wide state
 * (user, app config, preferences) from here, so a text-size change in the reading bar
 * reaches the lesson player. State of a single widget instance never goes in here.
 */
export const pageStore = createStore();

/** Current user; null for a visitor. Fetched once per page however many widgets read it. */
export const currentUserAtom = atom<Promise<User | null>>(() => fetchCurrentUser());

export const appConfigAtom = atom(() => fetchAppConfig());

const TEXT_SIZE_KEY = 'courses.textSize';
const textSizeOverrideAtom = atom<TextSize | null>(sessionValue<TextSize>(TEXT_SIZE_KEY));

/** Text size: the user's choice, else the saved preference, else large for junior users. */
export const textSizeAtom = atom(
  async (get) => {
    const chosen = get(textSizeOverrideAtom);
    if (chosen) return chosen;
    const user = await get(currentUserAtom);
    return user?.user_preferences?.textSizePreference ?? (user?.is_jr ? 'large' : 'standard');
  },
  async (get, set, size: TextSize) => {
    set(textSizeOverrideAtom, size);
    sessionValue.set(TEXT_SIZE_KEY, size);
    if (await get(currentUserAtom)) await savePreference('textSizePreference', size);
  },
);
