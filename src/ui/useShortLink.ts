import { useEffect, useState } from 'react';
import { isAbortError } from '../api/errors';
import { fetchShortUrl } from '../api/endpoints/sharing';

/** What a short link is asked for: the page, and the content's type and id when it has them. */
export interface ShortLinkTarget {
  url: string;
  type?: string | undefined;
  id?: string | number | undefined;
}

export type ShortLinkState = { status: 'loading' } | { status: 'ready'; link: string };

/** Spec section 8: without a short link, the link is the page's origin plus its path. */
export function originPlusPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The link to share (the embed dialog's and the share popup's): a short link from POST
 * /api/misc/get_short_url/ when the content has a type and id, otherwise, or when that call
 * fails, origin plus path (spec section 8). It is asked for only while `active` (the dialog
 * is open), once per target; closing the dialog aborts the call, and it is asked again next
 * time.
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
        if (!isAbortError(error)) setResolved({ key, link: fallback });
      },
    );
    return () => controller.abort();
  }, [active, key, resolvedKey, url, type, id, fallback]);

  if (key === null) return { status: 'ready', link: fallback };
  if (resolved?.key === key) return { status: 'ready', link: resolved.link };
  return { status: 'loading' };
}
