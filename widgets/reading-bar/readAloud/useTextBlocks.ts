import { useEffect, useState } from 'react';
import { collectTextBlocks, sameBlocks, type TextBlock } from './textBlocks';

/** Spec section 9: the block list is built this long after the content has loaded. */
export const BLOCK_LIST_DELAY_MS = 1000;

/**
 * The text blocks of the content, built BLOCK_LIST_DELAY_MS after it loads and again that long
 * after it changes. `onChange` hears every change of the content at once, before the rebuild.
 */
export function useTextBlocks(
  content: HTMLElement | null,
  exclude: HTMLElement | null,
  onChange: () => void,
): readonly TextBlock[] | null {
  // null until the list is first built: there may well be text, it is just not counted yet.
  const [built, setBuilt] = useState<{ content: HTMLElement; blocks: readonly TextBlock[] } | null>(
    null,
  );
  useEffect(() => {
    if (!content) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = collectTextBlocks(content, exclude);
        setBuilt((current) =>
          current?.content === content && sameBlocks(current.blocks, next)
            ? current
            : { content, blocks: next },
        );
      }, BLOCK_LIST_DELAY_MS);
    };
    schedule();
    const observer = new MutationObserver((mutations) => {
      // The bar's own re-renders are not new content.
      if (mutations.every((m) => exclude?.contains(m.target))) return;
      onChange();
      schedule();
    });
    observer.observe(content, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [content, exclude, onChange]);
  return built && built.content === content ? built.blocks : null;
}
