import { useEffect, useState } from 'react';
import { atom, useAtomValue } from 'jotai';
import { loadAppConfig } from '@courses/runtime';

/** A grant or revoke made on this page; null until one is (app_config tells the state before). */
export const googleAccessChangeAtom = atom<boolean | null>(null);

/**
 * Whether the user has granted the product access to Google Classroom, page-wide: a change
 * made on this page, else what app_config said; null while that is not known yet.
 */
export function useGoogleAccess(): boolean | null {
  const changed = useAtomValue(googleAccessChangeAtom);
  const [fromConfig, setFromConfig] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    loadAppConfig().then(
      (config) => live && setFromConfig(config.google),
      () => live && setFromConfig(false),
    );
    return () => {
      live = false;
    };
  }, []);
  return changed ?? fromConfig;
}
