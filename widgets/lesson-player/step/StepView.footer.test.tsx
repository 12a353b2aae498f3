/** The step view: the footer (Feedback for teachers, Enroll for learners not enrolled). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPEN_FEEDBACK_EVENT, type OpenFeedbackDetail } from '@courses/runtime';
import {
  CHECKABLE_CONTENT,
  type FakeServer,
  renderStep,
  student,
  teacher,
} from '../testing/renderStep';
import { button, ready, startStepServer, stopStepServer } from '../testing/stepViewTest';

let server: FakeServer;
beforeEach(() => {
  server = startStepServer();
});
afterEach(stopStepServer);

describe('footer', () => {
  it('a teacher’s Feedback link opens the feedback dialog about the step', async () => {
    const user = userEvent.setup();
    const received: OpenFeedbackDetail[] = [];
    const listener = (event: CustomEvent<OpenFeedbackDetail>) => received.push(event.detail);
    window.addEventListener(OPEN_FEEDBACK_EVENT, listener);
    await renderStep({ user: teacher });
    await ready();
    await user.click(button('Feedback'));
    window.removeEventListener(OPEN_FEEDBACK_EVENT, listener);
    expect(received).toEqual([
      {
        title: 'Warming cities',
        content: CHECKABLE_CONTENT,
        left_content: '::image{src=/map.png alt=Map}',
      },
    ]);
  });

  it('students get no Feedback link', async () => {
    await renderStep({ user: student });
    await ready();
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('not enrolled: Enroll calls onEnroll, and Next moves on without saving', async () => {
    const user = userEvent.setup();
    const view = await renderStep({ enrollId: 0 });
    await ready();
    await user.click(button('Enroll'));
    expect(view.onEnroll).toHaveBeenCalledTimes(1);
    await user.click(button('Next'));
    expect(view.onNext).toHaveBeenCalledTimes(1);
    expect(server.requests).toEqual([]);
  });

  it('enrolled learners get no Enroll button', async () => {
    await renderStep();
    await ready();
    expect(screen.queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
  });
});
