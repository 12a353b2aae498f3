import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { ReadingBar } from '../ReadingBar';
import { stubSpeechServer, type SpeechServer } from './fakeSpeech';
import { teacher } from '@courses/runtime/testing';

export { teacher };

/**
 * The bar acting on `#reading` (`readingHtml` is the page around it), on a fresh page store, with
 * the demo server's calls stubbed. Waits for whoami on microtasks only, so tests may keep their
 * timers fake.
 */
/**
 * Waits until the bar's controls (loaded when it is first opened) are rendered. Their module is
 * imported first, so microtasks are enough and tests may keep their timers fake.
 */
export async function panelShown(): Promise<void> {
  await import('../ReadingPanel');
  for (let i = 0; i < 50 && !screen.queryByRole('radiogroup', { hidden: true }); i++) {
    await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
  }
  screen.getByRole('radiogroup', { hidden: true });
}

export async function renderBar(
  readingHtml: string,
  who: User | null = teacher,
): Promise<{ server: SpeechServer; unmount: () => void }> {
  const server = stubSpeechServer(who);
  document.body.innerHTML = readingHtml;
  // React 19 only lets a tree that suspends on whoami resume inside an awaited act.
  const view = await act(async () =>
    render(
      <ThemeProvider theme={theme}>
        <Provider store={createStore()}>
          <Suspense fallback="loading">
            <ReadingBar contentSelector="#reading" />
          </Suspense>
        </Provider>
      </ThemeProvider>,
      { container: document.body.appendChild(document.createElement('div')) },
    ),
  );
  for (let i = 0; i < 50 && !screen.queryByRole('button', { name: 'Reading support' }); i++) {
    await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
  }
  const toggle = screen.getByRole('button', { name: 'Reading support' });
  // An open bar shows its controls once their code has loaded (on microtasks: it is loaded).
  if (toggle.getAttribute('aria-expanded') === 'true') await panelShown();
  return { server, unmount: view.unmount };
}
