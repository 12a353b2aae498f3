import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * The player's content area: the page's main landmark when the host page has none (an embed),
 * a labelled region inside a host's own main, never a main nested in a main (one per page).
 */
export function ContentLandmark({
  label,
  style,
  children,
}: {
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const [insideMain, setInsideMain] = useState(true);
  const measure = useCallback((element: HTMLElement | null) => {
    if (element) setInsideMain(element.parentElement?.closest('main, [role="main"]') != null);
  }, []);
  return (
    <section ref={measure} role={insideMain ? 'region' : 'main'} aria-label={label} style={style}>
      {children}
    </section>
  );
}
