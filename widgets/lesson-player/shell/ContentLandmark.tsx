import { useCallback, useState, type ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

/**
 * The player's content area: the page's main landmark when the host page has none (an embed),
 * a labelled region inside a host's own main, never a main nested in a main (one per page).
 */
export function ContentLandmark({
  label,
  sx,
  children,
}: {
  label: string;
  sx?: BoxProps['sx'];
  children: ReactNode;
}) {
  const [insideMain, setInsideMain] = useState(true);
  const measure = useCallback((element: HTMLElement | null) => {
    if (element) setInsideMain(element.parentElement?.closest('main, [role="main"]') != null);
  }, []);
  return (
    <Box
      component="section"
      ref={measure}
      role={insideMain ? 'region' : 'main'}
      aria-label={label}
      sx={sx ?? {}}
    >
      {children}
    </Box>
  );
}
