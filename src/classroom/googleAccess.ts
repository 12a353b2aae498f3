import { atom } from 'jotai';
import { appConfigAtom } from '@courses/runtime';

/** A grant or revoke made on this page; null until one is (app_config tells the state before). */
export const googleAccessChangeAtom = atom<boolean | null>(null);

/** Whether the user has granted the product access to Google Classroom, page-wide. */
export const googleAccessAtom = atom(async (get): Promise<boolean> => {
  const changed = get(googleAccessChangeAtom);
  if (changed !== null) return changed;
  const config = await get(appConfigAtom).catch(() => null);
  return config?.google ?? false;
});
