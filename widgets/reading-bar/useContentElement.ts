import { useEffect, useState } from 'react';

/**
 * The element `selector` names, followed as the page changes: a host page or another widget may
 * render it after the bar mounts, or replace it (a new lesson step).
 */
export function useContentElement(selector: string): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(() => find(selector));
  useEffect(() => {
    const update = () => setElement((current) => (current?.isConnected ? current : find(selector)));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector]);
  return element;
}

function find(selector: string): HTMLElement | null {
  try {
    return document.querySelector<HTMLElement>(selector);
  } catch {
    console.error(`[courses] reading-bar: "${selector}" is not a valid CSS selector`);
    return null;
  }
}
