/** The step view: an assessment, submitted once at its last step. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENROLL_ID, type FakeServer, makeLesson, renderStep } from '../testing/renderStep';
import {
  bodyOf,
  button,
  cityField,
  ready,
  startStepServer,
  stopStepServer,
  trendGroup,
} from '../testing/stepViewTest';

let server: FakeServer;
beforeEach(() => {
  server = startStepServer();
});
afterEach(stopStepServer);

describe('assessment', () => {
  const assessment = makeLesson({ lesson_type: 'taskassessment', is_assessment: true });

  it('shows Next, not Check, before the last step', async () => {
    await renderStep({ lesson: assessment, stepIndex: 0, stepCount: 2 });
    await ready();
    expect(button('Next')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
  });

  it('Submit asks first; Return to Lesson sends nothing', async () => {
    const user = userEvent.setup();
    const view = await renderStep({ lesson: assessment, stepIndex: 1, stepCount: 2 });
    await ready();
    await user.type(cityField(), 'Lima');
    await user.click(within(trendGroup()).getByRole('radio', { name: 'Madrid' }));
    await user.click(button('Submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    expect(dialog).toHaveTextContent('After submitting, your answers cannot be changed.');
    await user.click(within(dialog).getByRole('button', { name: 'Return to Lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.paths('POST')).toEqual([]);
    expect(view.onFinished).not.toHaveBeenCalled();
  });

  it('Yes, Submit works once: saves as submitted, completes the lesson and finishes', async () => {
    const user = userEvent.setup();
    const view = await renderStep({ lesson: assessment, stepIndex: 1, stepCount: 2 });
    await ready();
    await user.type(cityField(), 'Lima');
    await user.click(within(trendGroup()).getByRole('radio', { name: 'Madrid' }));
    await user.click(button('Submit'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Submit' });
    await user.dblClick(confirm);
    await waitFor(() => expect(view.onFinished).toHaveBeenCalledTimes(1));
    expect(server.paths('POST')).toEqual([
      `/api/course-response/${ENROLL_ID}`,
      '/api/user-lessons/',
    ]);
    expect(
      await bodyOf(server.requests.find((request) => request.method === 'POST')),
    ).toMatchObject({
      submitted: true,
      attempt: true,
    });
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(new URL(put?.url ?? '').pathname).toBe('/api/user-lessons/90/');
    expect(await bodyOf(put)).toEqual({ is_completed: true });
  });

  it('a completed assessment is read-only', async () => {
    await renderStep({ lesson: { ...assessment, is_completed: true }, stepIndex: 1, stepCount: 2 });
    await ready();
    expect(cityField()).toBeDisabled();
    expect(button('Next')).toBeInTheDocument();
  });
});
