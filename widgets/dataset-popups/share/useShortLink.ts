import { useEffect, useState } from 'react';
import { isAbortError } from '@courses/runtime';
import { fetchShortUrl } from '@courses/runtime/requests';
import type { SharedContent } from './sharedContent';

export type ShortLinkState = { status: 'loading' } | { status: 'ready'; link: string };

/** Spec section 8: without a short link, the link is the page's origin plus its path. */
export function originPlusPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The link to share: POST /api/misc/get_short_url/ {url, type, id}, or origin plus path when
 * that fails. Asked for only while the dialog is open, once per content.
 */
export function useShortLink(active: boolean, content: SharedContent): ShortLinkState {
  const { url, type, id } = content;
  const key = JSON.stringify([url, type, id]);
  const [resolved, setResolved] = useState<{ key: string; link: string } | null>(null);
  const resolvedKey = resolved?.key;

  useEffect(() => {
    if (!active || resolvedKey === key) return;
    const fallback = originPlusPath(url);
    const controller = new AbortController();
    fetchShortUrl({ url, type, id }, { signal: controller.signal }).then(
      (link) => setResolved({ key, link: link.trim() || fallback }),
      (error: unknown) => {
        // Closing the dialog aborts the call; it is asked again next time.
        if (!isAbortError(error)) setResolved({ key, link: fallback });
      },
    );
    return () => controller.abort();
  }, [active, key, resolvedKey, url, type, id]);

  return resolved?.key === key ? { status: 'ready', link: resolved.link } : { status: 'loading' };
}
