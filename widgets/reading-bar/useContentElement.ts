import { useEffect, useState } from 'react';

/**
 * The element `selector` names, followed as the page changes: a host page or another widget may
 * render it after the bar mounts, or replace it (a new lesson step).
 */
export function useContentElement(selector: string): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(() => find(selector));
  useEffect(() => {
    // Compared here, not in a state updater: a mutation that leaves the element in place (a new
    // lesson step inside it) must not schedule even an empty render of the bar.
    let current: HTMLElement | null = null;
    const update = () => {
      if (current?.isConnected) return;
      const found = find(selector);
      if (found === current) return;
      current = found;
      setElement(found);
    };
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
