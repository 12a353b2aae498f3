/** The feedback dialog: who sees its button, and the dialog itself. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { openFeedbackDialog } from '@courses/runtime';
import {
  SUBJECT,
  commentField,
  openAsTeacher,
  renderFeedback,
  resetFeedbackPage,
  sendButton,
  student,
  superuser,
  teacher,
  whenLoaded,
} from './testing/renderFeedback';

afterEach(resetFeedbackPage);

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
    await act(async () => openFeedbackDialog({ title: 'Step 2' }));
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
