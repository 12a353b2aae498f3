/** The feedback dialog: sending feedback, and what each answer of the server shows. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { FEEDBACK_FAILED, FEEDBACK_SENT } from './feedbackMessage';
import {
  SUBJECT,
  commentField,
  openAsTeacher,
  resetFeedbackPage,
  sendButton,
} from './testing/renderFeedback';

afterEach(resetFeedbackPage);

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
