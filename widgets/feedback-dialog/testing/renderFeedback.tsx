/**
 * What the feedback dialog's tests share: the users, the subject of the feedback, a rendering
 * with a stubbed server, and the clean-up after each test.
 */
import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, teacher } from '@courses/runtime/testing';
import { ensureToastArea, type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { FeedbackDialog } from '../FeedbackDialog';
import type { FeedbackDialogProps } from '../props';

export { teacher };
export const superuser: User = { ...teacher, id: 7, username: 'superuser', is_superuser: true };
export const student: User = { ...teacher, id: 1, username: 'student', type: 'student' };

export const SUBJECT: FeedbackDialogProps = {
  title: 'Lesson 1: Reading graphs',
  content: 'Which bar is **tallest**?',
  left_content: '::image{src=bars.png}',
  showButton: true,
};

export interface Server {
  /** Every request sent to the feedback endpoint. */
  feedback: Request[];
  /** Status the feedback endpoint answers with. */
  status: number;
  /** When set, the feedback endpoint waits for this promise before answering. */
  hold: Promise<void> | null;
}

/** A fresh page store and a stubbed server for each render: whoami answers `who`. */
export async function renderFeedback(
  who: User | null,
  props: FeedbackDialogProps = SUBJECT,
  count = 1,
): Promise<Server> {
  const server: Server = { feedback: [], status: 200, hold: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api/whoami/') {
        return who ? Response.json(who) : Response.json({ detail: 'login' }, { status: 401 });
      }
      if (path === '/api/misc/common-notify/') {
        server.feedback.push(request);
        if (server.hold) await server.hold;
        return Response.json({ success: server.status === 200 }, { status: server.status });
      }
      return Response.json({ detail: 'not found' }, { status: 404 });
    }),
  );
  const store = createStore();
  // React 19 only lets a tree that suspends on whoami resume inside an awaited act.
  await act(async () => {
    // As mount does: the page's toast area is up before anything can toast.
    ensureToastArea();
    render(
      <ThemeProvider theme={theme}>
        <Provider store={store}>
          <Suspense fallback={<p>Loading...</p>}>
            {Array.from({ length: count }, (_, index) => (
              <FeedbackDialog key={index} {...props} />
            ))}
          </Suspense>
        </Provider>
      </ThemeProvider>,
    );
  });
  return server;
}

export const whenLoaded = () =>
  waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
export const commentField = () => screen.getByRole('textbox', { name: /Comment/ });
export const sendButton = () => screen.getByRole('button', { name: 'Send' });

export async function openAsTeacher(who: User = teacher) {
  const user = userEvent.setup();
  const server = await renderFeedback(who);
  await user.click(await screen.findByRole('button', { name: 'Feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  return { user, server, dialog };
}

/** After each test: the stubs go, and so do the toasts, which live outside the rendered tree. */
export async function resetFeedbackPage(): Promise<void> {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Toasts live outside the rendered tree, for 3 s: start each test without the last one's.
  await clearToasts();
  await waitFor(() => expect(document.querySelector('.notistack-Snackbar')).toBeNull());
}
