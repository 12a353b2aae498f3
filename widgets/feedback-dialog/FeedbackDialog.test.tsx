import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, teacher } from '@courses/runtime/testing';
import { ensureToastArea, theme, type User } from '@courses/runtime';
import { FeedbackDialog } from './FeedbackDialog';
import { FEEDBACK_FAILED, FEEDBACK_SENT } from './feedbackMessage';
import { openFeedbackDialog } from '@courses/runtime';
import type { FeedbackDialogProps } from './props';

const superuser: User = { ...teacher, id: 7, username: 'superuser', is_superuser: true };
const student: User = { ...teacher, id: 1, username: 'student', type: 'student' };

const SUBJECT: FeedbackDialogProps = {
  title: 'Lesson 1: Reading graphs',
  content: 'Which bar is **tallest**?',
  left_content: '::image{src=bars.png}',
  showButton: true,
};

interface Server {
  /** Every request sent to the feedback endpoint. */
  feedback: Request[];
  /** Status the feedback endpoint answers with. */
  status: number;
  /** When set, the feedback endpoint waits for this promise before answering. */
  hold: Promise<void> | null;
}

/** A fresh page store and a stubbed server for each render: whoami answers `who`. */
async function renderFeedback(
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

const whenLoaded = () =>
  waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
const commentField = () => screen.getByRole('textbox', { name: /Comment/ });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

async function openAsTeacher(who: User = teacher) {
  const user = userEvent.setup();
  const server = await renderFeedback(who);
  await user.click(await screen.findByRole('button', { name: 'Feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  return { user, server, dialog };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Toasts live outside the rendered tree, for 3 s: start each test without the last one's.
  await clearToasts();
  await waitFor(() => expect(document.querySelector('.notistack-Snackbar')).toBeNull());
});

describe('who sees the Feedback button', () => {
  it('shows it to a teacher', async () => {
    await renderFeedback(teacher);
    expect(await screen.findByRole('button', { name: 'Feedback' })).toBeVisible();
  });

  it.each([
    ['a student', student],
    ['a visitor', null],
  ])('shows nothing to %s, not even an error, and ignores the open event', async (_, who) => {
    await renderFeedback(who);
    await whenLoaded();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => openFeedbackDialog({ title: 'Step 2' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the dialog', () => {
  it('moves focus into the comment, 8 rows high, and back to the button on Cancel', async () => {
    const { user, dialog } = await openAsTeacher();
    expect(commentField()).toHaveFocus();
    expect(commentField()).toHaveAttribute('rows', '8');
    expect(within(dialog).getByText(`About: ${SUBJECT.title}`)).toBeVisible();
    expect(within(dialog).getByRole('radiogroup', { name: 'Rating (optional)' })).toBeVisible();
    expect(within(dialog).getAllByRole('radio', { name: /Star/ })).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveFocus();
  });

  it('keeps Send disabled under 3 characters and says why', async () => {
    const { user } = await openAsTeacher();
    expect(sendButton()).toBeDisabled();
    await user.type(commentField(), 'ab');
    expect(sendButton()).toBeDisabled();
    expect(commentField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Minimum 3 chars')).toBeVisible();
    await user.type(commentField(), 'c');
    expect(sendButton()).toBeEnabled();
    expect(commentField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('takes at most 1000 characters and counts down to none left', async () => {
    const { user } = await openAsTeacher();
    await user.click(commentField());
    await user.paste('x'.repeat(999));
    expect(screen.getByText('1 character remaining')).toBeVisible();
    await user.paste('yz');
    expect(commentField()).toHaveValue(`${'x'.repeat(999)}y`);
    expect(screen.getByText('0 characters remaining')).toBeVisible();
    expect(sendButton()).toBeEnabled();
  });

  it('shows superusers the raw content and left content, read-only', async () => {
    const { dialog } = await openAsTeacher(superuser);
    const content = within(dialog).getByRole('textbox', { name: 'Content (raw)' });
    const left = within(dialog).getByRole('textbox', { name: 'Left content (raw)' });
    expect(content).toHaveValue(SUBJECT.content);
    expect(left).toHaveValue(SUBJECT.left_content);
    expect(content).toHaveAttribute('readonly');
    expect(left).toHaveAttribute('rows', '8');
  });

  it('does not show other teachers the raw content', async () => {
    const { dialog } = await openAsTeacher(teacher);
    expect(within(dialog).queryByRole('textbox', { name: /raw/ })).toBeNull();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
  });
});

describe('sending', () => {
  it('posts the payload of the specification, with the rating in the message', async () => {
    const { user, server, dialog } = await openAsTeacher();
    await user.type(commentField(), 'The second graph has no axis labels.');
    // By keyboard: happy-dom lays nothing out, so a pointer over the stars has no position.
    act(() => within(dialog).getByRole('radio', { name: '4 Stars' }).focus());
    await user.keyboard(' ');
    await user.click(sendButton());
    await waitFor(() => expect(server.feedback).toHaveLength(1));
    const request = server.feedback[0]!;
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({
      title: SUBJECT.title,
      message: 'The second graph has no axis labels.\n\nRating: 4 of 5',
      content: SUBJECT.content,
      left_content: SUBJECT.left_content,
      username: 'teacher',
      url: window.location.href,
      browser_info: navigator.userAgent,
      user_type: 'TEACHER',
    });
  });

  it('on 200 shows the success toast, closes and returns focus to the button', async () => {
    const { user } = await openAsTeacher();
    await user.type(commentField(), 'Works well.');
    await user.click(sendButton());
    expect(await screen.findByText(FEEDBACK_SENT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveFocus();
    expect(screen.queryByText(FEEDBACK_FAILED)).toBeNull();
  });

  it.each([201, 400, 500])(
    'on %i shows the error toast and keeps the dialog and the comment',
    async (status) => {
      const { user, server } = await openAsTeacher();
      server.status = status;
      await user.type(commentField(), 'Keep this text.');
      await user.click(sendButton());
      expect(await screen.findByText(FEEDBACK_FAILED)).toBeVisible();
      expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
      expect(commentField()).toHaveValue('Keep this text.');
      expect(sendButton()).toBeEnabled();
      expect(sendButton()).toHaveFocus();
      expect(screen.queryByText(FEEDBACK_SENT)).toBeNull();
    },
  );

  it('disables Send and Cancel while submitting and sends a double click once', async () => {
    const { user, server } = await openAsTeacher();
    let answer: () => void = () => {};
    server.hold = new Promise<void>((resolve) => (answer = resolve));
    await user.type(commentField(), 'Only once, please.');
    await user.dblClick(sendButton());
    await waitFor(() => expect(server.feedback).toHaveLength(1));
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
    answer();
    expect(await screen.findByText(FEEDBACK_SENT)).toBeVisible();
    expect(server.feedback).toHaveLength(1);
  });
});

describe('the courses:open-feedback event', () => {
  it('opens the dialog about the detail and sends it', async () => {
    const user = userEvent.setup();
    const server = await renderFeedback(superuser);
    await screen.findByRole('button', { name: 'Feedback' });
    act(() =>
      openFeedbackDialog({ title: 'Step 2', content: 'Step body', left_content: 'Step left' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(within(dialog).getByText('About: Step 2')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Content (raw)' })).toHaveValue('Step body');
    await user.type(commentField(), 'Typo in step 2.');
    await user.click(sendButton());
    await waitFor(() => expect(server.feedback).toHaveLength(1));
    expect(await server.feedback[0]!.json()).toMatchObject({
      title: 'Step 2',
      content: 'Step body',
      left_content: 'Step left',
      message: 'Typo in step 2.',
      user_type: 'TEACHER',
    });
  });

  it('opens one dialog when the page has two feedback widgets', async () => {
    await renderFeedback(teacher, SUBJECT, 2);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Feedback' })).toHaveLength(2),
    );
    act(() => openFeedbackDialog({ title: 'Step 2' }));
    await screen.findByRole('dialog', { name: 'Feedback' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('without its button the slot still opens the dialog for the page event', async () => {
    await renderFeedback(teacher, { ...SUBJECT, showButton: false });
    act(() => openFeedbackDialog({ title: 'Step 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(within(dialog).getByText('About: Step 2')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
  });

  it('reports a detail of the wrong shape and opens nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderFeedback(teacher);
    await screen.findByRole('button', { name: 'Feedback' });
    act(() => {
      window.dispatchEvent(
        new CustomEvent('courses:open-feedback', { detail: { title: 'Step 2', body: 'x' } }),
      );
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('courses:open-feedback'));
  });
});

test('a request sent right after mount, before the user is known, opens once a teacher is known', async () => {
  let answerWhoami: (who: User | null) => void = () => {};
  const whoami = new Promise<User | null>((resolve) => {
    answerWhoami = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(new Request(input).url).pathname;
      if (path === '/api/whoami/') return Response.json(await whoami);
      return Response.json({ detail: 'not found' }, { status: 404 });
    }),
  );
  await act(async () => {
    ensureToastArea();
    render(
      <ThemeProvider theme={theme}>
        <Provider store={createStore()}>
          <FeedbackDialog {...SUBJECT} showButton={false} />
        </Provider>
      </ThemeProvider>,
    );
  });
  // The page asks at once; the user is still loading.
  act(() => openFeedbackDialog({ title: 'Step 2' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => answerWhoami(teacher));
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  expect(within(dialog).getByText('About: Step 2')).toBeVisible();
});
