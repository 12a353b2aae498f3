import { useEffect, useState } from 'react';
import {
  fetchContentItems,
  isAbortError,
  type ContentFilter,
  type ContentItem,
} from '@courses/runtime';

export type ContentList =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: ContentItem[] };

/** The items for a filter; a new filter or a retry reads as loading until its answer comes. */
export function useContentItems(filter: ContentFilter): { list: ContentList; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${filter}:${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; list: ContentList } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchContentItems(filter, { signal: controller.signal }).then(
      (items) => setLoaded({ key, list: { status: 'ready', items } }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('[courses] content list not loaded', error);
        setLoaded({ key, list: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [filter, key]);

  return {
    list: loaded?.key === key ? loaded.list : { status: 'loading' },
    retry: () => setAttempt((n) => n + 1),
  };
}
