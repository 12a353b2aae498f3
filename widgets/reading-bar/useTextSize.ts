import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { textSizeAtom } from '@courses/runtime';
import { ensureReadingBarStyles } from './styles';

/**
 * The page's text size (spec section 4), applied to the content as `data-text-size` so the bar's
 * stylesheet zooms it. The page store keeps the choice in session storage and saves it to the
 * user's preferences.
 */
export function useTextSize(content: HTMLElement | null) {
  const [size, setSize] = useAtom(textSizeAtom);
  useEffect(() => {
    if (!content) return;
    ensureReadingBarStyles(content.ownerDocument);
    content.setAttribute('data-text-size', size);
    return () => content.removeAttribute('data-text-size');
  }, [content, size]);
  return [size, setSize] as const;
}
