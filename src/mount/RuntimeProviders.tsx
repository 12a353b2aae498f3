import { Suspense, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { pageStore } from '../state/pageStore';
import { FOCUS_RING, FOCUS_RING_SELECTOR, theme } from '../theme/theme';
import { Loading } from '../ui/Loading';
import { useStyleMemory } from '../theme/useStyleMemory';

/** The providers every widget renders inside: theme, the page store and a loading fallback. */
export function RuntimeProviders({ children }: { children: ReactNode }) {
  useStyleMemory();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles styles={{ [FOCUS_RING_SELECTOR]: FOCUS_RING }} />
      <JotaiProvider store={pageStore}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </JotaiProvider>
    </ThemeProvider>
  );
}
