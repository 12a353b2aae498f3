/** The feedback dialog: the courses:open-feedback page event, before and after the user is known. */
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ensureToastArea, openFeedbackDialog, type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { FeedbackDialog } from './FeedbackDialog';
import {
  SUBJECT,
  commentField,
  renderFeedback,
  resetFeedbackPage,
  sendButton,
  superuser,
  teacher,
} from './testing/renderFeedback';

afterEach(resetFeedbackPage);

describe('the courses:open-feedback event', () => {
  it('opens the dialog about the detail and sends it', async () => {
    const user = userEvent.setup();
    const server = await renderFeedback(superuser);
    await screen.findByRole('button', { name: 'Feedback' });
    await act(async () =>
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

  it('gives focus back to what had it when the event was sent, though focus moved meanwhile', async () => {
    const user = userEvent.setup();
    await renderFeedback(teacher, { ...SUBJECT, showButton: false });
    const link = document.body.appendChild(document.createElement('button'));
    link.textContent = 'Step feedback';
    const heading = document.body.appendChild(document.createElement('h1'));
    heading.tabIndex = -1;
    link.focus();
    // A view's heading takes focus after the request and before the dialog has opened.
    await act(async () => {
      openFeedbackDialog({ title: 'Step 2' });
      heading.focus();
    });
    await screen.findByRole('dialog', { name: 'Feedback' });
    await waitFor(() => expect(commentField()).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
    link.remove();
    heading.remove();
  });

  it('opens one dialog when the page has two feedback widgets', async () => {
    await renderFeedback(teacher, SUBJECT, 2);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Feedback' })).toHaveLength(2),
    );
    await act(async () => openFeedbackDialog({ title: 'Step 2' }));
    await screen.findByRole('dialog', { name: 'Feedback' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('without its button the slot still opens the dialog for the page event', async () => {
    await renderFeedback(teacher, { ...SUBJECT, showButton: false });
    await act(async () => openFeedbackDialog({ title: 'Step 2' }));
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
  await act(async () => openFeedbackDialog({ title: 'Step 2' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => answerWhoami(teacher));
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  expect(within(dialog).getByText('About: Step 2')).toBeVisible();
});
