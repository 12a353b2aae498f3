/** The step view: validation, Check, and the answer keys that come when they are due. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSESSMENT_SUBMITTED_MESSAGE } from '@courses/runtime';
import {
  ENROLL_ID,
  KEYLESS_CONTENT,
  type FakeServer,
  makeLesson,
  makeStep,
  renderStep,
} from '../testing/renderStep';
import {
  bodyOf,
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

describe('validation and Check', () => {
  it('flags and focuses the first unanswered question and sends nothing', async () => {
    const user = userEvent.setup();
    await renderStep();
    await ready();
    expect(screen.queryByText('Please answer this question.')).not.toBeInTheDocument();
    await user.click(button('Check'));
    expect(cityField()).toHaveFocus();
    expect(cityField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(2);

    await user.type(cityField(), 'Lima');
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(1);
    await user.click(button('Check'));
    expect(within(trendGroup()).getAllByRole('radio')[0]).toHaveFocus();
    expect(server.paths('POST')).toEqual([]);
  });

  it('Check saves as submitted, reveals right and wrong with the correct answer, and disables the form', async () => {
    const user = userEvent.setup();
    const view = await renderStep();
    await ready();
    await user.type(cityField(), 'Oslo');
    await user.click(within(trendGroup()).getByRole('radio', { name: 'Madrid' }));
    await user.click(button('Check'));

    await waitFor(() => expect(screen.getByText('Wrong')).toBeInTheDocument());
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: Lima')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: Madrid')).toBeInTheDocument();
    expect(cityField()).toBeDisabled();
    for (const radio of within(trendGroup()).getAllByRole('radio')) expect(radio).toBeDisabled();

    const post = server.requests.find((request) => request.method === 'POST');
    expect(new URL(post?.url ?? '').pathname).toBe(`/api/course-response/${ENROLL_ID}`);
    expect(await bodyOf(post)).toEqual({
      lesson_step: 11,
      attempt: true,
      submitted: true,
      response: {
        'q-city': { userAnswer: 'Oslo', preview: null, isCorrect: null },
        'q-trend': { userAnswer: 2, preview: null, isCorrect: null },
      },
    });
    expect(view.onNext).not.toHaveBeenCalled();
    expect(stored()).toBeNull();

    await user.click(button('Next'));
    expect(view.onNext).toHaveBeenCalledTimes(1);
    expect(server.paths('POST')).toHaveLength(1);
  });

  it('a submitted step is read-only and Next just moves on', async () => {
    const user = userEvent.setup();
    server.saved = {
      id: 40,
      lesson_step: 11,
      user_course: ENROLL_ID,
      attempt: true,
      submitted: true,
      answer_key: null,
      response: {
        'q-city': { userAnswer: 'Lima', preview: null, isCorrect: true },
        'q-trend': { userAnswer: 3, preview: null, isCorrect: false },
      },
    };
    const view = await renderStep();
    await ready();
    expect(cityField()).toBeDisabled();
    expect(screen.getByText('Wrong')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    await user.click(button('Next'));
    expect(view.onNext).toHaveBeenCalledTimes(1);
    expect(server.paths('PUT')).toEqual([]);
  });
});

describe('keys that come when they are due', () => {
  it('a check shows the key the server released with it, solution included', async () => {
    const user = userEvent.setup();
    server.keyOnCheck = {
      'q-city': { answer: 'Lima', solution: null, preview: null },
      'q-trend': { answer: 2, solution: "Madrid's average rises most.", preview: null },
    };
    await renderStep({ step: makeStep(KEYLESS_CONTENT) });
    await ready();
    expect(screen.queryByRole('button', { name: 'Show solution' })).toBeNull();
    await user.type(cityField(), 'Oslo');
    await user.click(within(trendGroup()).getByRole('radio', { name: 'Madrid' }));
    await user.click(button('Check'));
    await screen.findByText('Correct answer: Lima');
    expect(screen.getByText('Correct answer: Madrid')).toBeInTheDocument();
    await user.click(button('Show solution'));
    expect(screen.getByText("Madrid's average rises most.")).toBeVisible();
  });

  it('an open assessment offers no solution to a learner, even if its markup has one', async () => {
    await renderStep({
      lesson: makeLesson({ lesson_type: 'taskassessment', is_assessment: true }),
    });
    await ready();
    expect(screen.queryByRole('button', { name: 'Show solution' })).toBeNull();
  });

  it('a save refused because the assessment was submitted says so and makes the step final', async () => {
    const user = userEvent.setup();
    server.saveStatus = 409;
    server.saveDetail = ASSESSMENT_SUBMITTED_MESSAGE;
    const view = await renderStep({
      lesson: makeLesson({ lesson_type: 'taskassessment', is_assessment: true }),
    });
    await ready();
    await user.type(cityField(), 'Lima');
    await user.click(within(trendGroup()).getByRole('radio', { name: 'Madrid' }));
    await user.click(button('Next'));
    await screen.findByText(ASSESSMENT_SUBMITTED_MESSAGE);
    expect(view.onCompleted).toHaveBeenCalledTimes(1);
    expect(view.onNext).not.toHaveBeenCalled();
    // A draft the server cannot take is not kept to be sent again.
    expect(stored()).toBeNull();
  });
});
