import { atom } from 'jotai';
import { appConfigAtom, currentUserAtom, type AppConfig, type User } from '@courses/runtime';

/**
 * The page's user and app config, with a failed call read as "visitor" and "no config": the
 * dataset card still works, only the actions that need them are left out. Derived atoms hold no
 * state of their own, so every instance and page store stays independent.
 */
export const userOrNullAtom = atom(async (get): Promise<User | null> =>
  get(currentUserAtom).catch(() => null),
);

export const configOrNullAtom = atom(async (get): Promise<AppConfig | null> => {
  try {
    return await get(appConfigAtom);
  } catch {
    return null;
  }
});
