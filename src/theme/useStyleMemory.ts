import { useState } from 'react';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { whenPageSettled } from '../ui/whenIdle';
import { rememberStyles } from './styleMemory';

/**
 * Remembers the styles the page's widgets make (theme/styleMemory.ts): from the first render of
 * the providers every widget renders inside, before any of their styles is made; saved once the
 * page has settled and again when it is left, with the styles later views made.
 */
export function useStyleMemory(): void {
  const cache = __unsafe_useEmotionCache();
  useState(() => {
    if (!cache) return null;
    const save = rememberStyles(cache);
    whenPageSettled(save);
    window.addEventListener('pagehide', save);
    return null;
  });
}
