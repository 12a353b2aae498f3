import { useEffect, useState } from 'react';
import { isAbortError } from '@courses/runtime';
import { fetchShortUrl } from '@courses/runtime/requests';
import { originPlusPath } from './frameCode';

export interface ShortLinkTarget {
  url: string;
  type?: string | undefined;
  id?: string | number | undefined;
}

export type ShortLinkState = { status: 'loading' } | { status: 'ready'; link: string };

/**
 * The link to share: a short link from POST /api/misc/get_short_url/ when the content has a
 * type and id, otherwise, or when that call fails, origin plus path (spec section 8). It is
 * asked for only while `active` (the dialog is open), once per target.
 */
export function useShortLink(active: boolean, target: ShortLinkTarget): ShortLinkState {
  const { url, type, id } = target;
  const fallback = originPlusPath(url);
  const key = type !== undefined && id !== undefined ? JSON.stringify([url, type, id]) : null;
  const [resolved, setResolved] = useState<{ key: string; link: string } | null>(null);
  const resolvedKey = resolved?.key;

  useEffect(() => {
    if (!active || key === null || type === undefined || id === undefined) return;
    if (resolvedKey === key) return;
    const controller = new AbortController();
    fetchShortUrl({ url, type, id }, { signal: controller.signal }).then(
      (link) => setResolved({ key, link: link.trim() || fallback }),
      (error: unknown) => {
        // Closing the dialog aborts the call; it is asked again next time.
        if (!isAbortError(error)) setResolved({ key, link: fallback });
      },
    );
    return () => controller.abort();
  }, [active, key, resolvedKey, url, type, id, fallback]);

  if (key === null) return { status: 'ready', link: fallback };
  if (resolved?.key === key) return { status: 'ready', link: resolved.link };
  return { status: 'loading' };
}
