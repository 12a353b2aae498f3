/** The step view: a teacher's review, which sends nothing. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_ANSWERS_KEY } from './answerStorage';
import { ENROLL_ID, type FakeServer, renderStep, teacher } from '../testing/renderStep';
import {
  button,
  cityField,
  ready,
  startStepServer,
  stopStepServer,
  stored,
  trendGroup,
} from '../testing/stepViewTest';

let server: FakeServer;
beforeEach(() => {
  server = startStepServer();
});
afterEach(stopStepServer);

describe('teacher review', () => {
  it('keeps answers in session storage only and grades a check without sending anything', async () => {
    const user = userEvent.setup();
    const view = await renderStep({ user: teacher, teacherReview: true });
    await ready();
    await user.type(cityField(), 'lima');
    await user.click(within(trendGroup()).getByRole('radio', { name: 'Lima' }));
    expect(stored()).toEqual({ 'review:11': { 'q-city': 'lima', 'q-trend': 3 } });
    await user.click(button('Check'));
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('Wrong')).toBeInTheDocument();
    expect(cityField()).toBeDisabled();
    await user.click(button('Next'));
    // The step buttons wait 150 ms in teacher review (spec section 4), disabled meanwhile.
    expect(view.onNext).not.toHaveBeenCalled();
    expect(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(view.onNext).toHaveBeenCalledTimes(1));
    expect(server.requests).toEqual([]);
  });

  it("unloading the page drops the teacher's answers and keeps a learner's unsent ones", async () => {
    sessionStorage.setItem(
      STEP_ANSWERS_KEY,
      JSON.stringify({ [`${ENROLL_ID}:12`]: { 'q-city': 'Oslo' } }),
    );
    const user = userEvent.setup();
    await renderStep({ user: teacher, teacherReview: true });
    await ready();
    await user.type(cityField(), 'lima');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual({ [`${ENROLL_ID}:12`]: { 'q-city': 'Oslo' } });
  });
});
