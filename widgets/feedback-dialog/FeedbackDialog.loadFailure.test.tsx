/** The feedback form's code not arriving: said where the dialog would be, and Retry opens it. */
import { screen } from '@testing-library/react';
import { LOAD_FAILED_MESSAGE } from '@courses/runtime';
import { openAsTeacher, resetFeedbackPage } from './testing/renderFeedback';

const download = vi.hoisted(() => ({ fails: true, attempts: 0 }));

vi.mock('./FeedbackFormDialog', async (importOriginal) => {
  download.attempts += 1;
  if (download.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(resetFeedbackPage);

it('says the form could not be loaded instead of doing nothing, and Retry opens it', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const opened = openAsTeacher();
  expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
  expect(screen.getByRole('button', { name: 'Feedback' })).toBeVisible();
  download.fails = false;
  screen.getByRole('button', { name: 'Retry' }).click();
  const { dialog } = await opened;
  expect(dialog).toBeVisible();
  expect(screen.queryByText(LOAD_FAILED_MESSAGE)).toBeNull();
  // Fetched on the teacher's arrival, then on the opening, then on Retry.
  expect(download.attempts).toBeGreaterThanOrEqual(2);
});
