import { useCallback, useState } from 'react';
import { sessionValue } from '@courses/runtime';

/** Spec section 9: session storage remembers whether the picker is shown. */
export const EXPANDED_KEY = 'courses.readingBar.expanded';

/** Whether the bar is open; collapsed until the person opens it in this tab. */
export function useExpanded(): [boolean, () => void] {
  const [expanded, setExpanded] = useState(() => sessionValue<unknown>(EXPANDED_KEY) === true);
  const toggle = useCallback(() => {
    const next = !expanded;
    sessionValue.set(EXPANDED_KEY, next);
    setExpanded(next);
  }, [expanded]);
  return [expanded, toggle];
}
