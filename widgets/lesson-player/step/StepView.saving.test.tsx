/** The step view: saving answers, keeping them in session storage, and sending them once back online. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_ERROR_MESSAGE } from '@courses/runtime';
import { STEP_ANSWERS_KEY } from './answerStorage';
import {
  CHECKABLE_CONTENT,
  ENROLL_ID,
  TEXTAREA_CONTENT,
  type FakeServer,
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

describe('saving', () => {
  it('Next on a step without checkable answers saves (POST, then PUT) and moves on', async () => {
    const user = userEvent.setup();
    const view = await renderStep({ step: makeStep(TEXTAREA_CONTENT) });
    await ready();
    await user.click(button('Next'));
    expect(
      screen.getByRole('textbox', { name: 'Why do coastal cities warm more slowly?' }),
    ).toHaveFocus();
    await user.type(
      screen.getByRole('textbox', { name: 'Why do coastal cities warm more slowly?' }),
      'The sea',
    );
    await user.click(button('Next'));
    await waitFor(() => expect(view.onNext).toHaveBeenCalledTimes(1));
    const post = await bodyOf(server.requests.find((request) => request.method === 'POST'));
    expect(post).toMatchObject({ attempt: true, submitted: false });
    expect(post.response).toEqual({
      'q-why': { userAnswer: 'The sea', preview: null, isCorrect: null },
    });

    await user.click(button('Next'));
    await waitFor(() => expect(view.onNext).toHaveBeenCalledTimes(2));
    expect(server.paths('PUT')).toEqual([`/api/course-response/${ENROLL_ID}/11`]);
  });

  it('a failed save shows the generic error and keeps the answers, in the form and in session storage', async () => {
    const user = userEvent.setup();
    server.saveStatus = 500;
    const view = await renderStep();
    await ready();
    await user.type(cityField(), 'Lima');
    await user.click(within(trendGroup()).getByRole('radio', { name: 'Oslo' }));
    await user.click(button('Check'));
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(cityField()).toHaveValue('Lima');
    expect(cityField()).toBeEnabled();
    expect(view.onNext).not.toHaveBeenCalled();
    expect(stored()).toEqual({ [`${ENROLL_ID}:11`]: { 'q-city': 'Lima', 'q-trend': 1 } });

    // A new view of the step (the learner came back) starts from the unsent answers.
    view.unmount();
    server.saveStatus = 200;
    await renderStep();
    await ready();
    expect(cityField()).toHaveValue('Lima');
    expect(within(trendGroup()).getByRole('radio', { name: 'Oslo' })).toBeChecked();

    // Leaving (or reloading) the page keeps them until the server has them.
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual({ [`${ENROLL_ID}:11`]: { 'q-city': 'Lima', 'q-trend': 1 } });
    await user.click(button('Check'));
    await screen.findByText('Correct');
    expect(sessionStorage.getItem(STEP_ANSWERS_KEY)).toBeNull();
  });

  it('Previous saves without submitting, then goes back', async () => {
    const user = userEvent.setup();
    const view = await renderStep();
    await ready();
    await user.type(cityField(), 'Lima');
    await user.click(button('Previous'));
    await waitFor(() => expect(view.onPrevious).toHaveBeenCalledTimes(1));
    expect(
      await bodyOf(server.requests.find((request) => request.method === 'POST')),
    ).toMatchObject({
      attempt: false,
      submitted: false,
    });
  });

  it('Previous still goes back when the save fails, keeping the answers in session storage', async () => {
    const user = userEvent.setup();
    server.saveStatus = 500;
    const view = await renderStep();
    await ready();
    await user.type(cityField(), 'Lima');
    await user.click(button('Previous'));
    await waitFor(() => expect(view.onPrevious).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(stored()).toEqual({ [`${ENROLL_ID}:11`]: { 'q-city': 'Lima' } });
  });

  it('Previous with nothing answered sends nothing', async () => {
    const user = userEvent.setup();
    const view = await renderStep();
    await ready();
    await user.click(button('Previous'));
    expect(view.onPrevious).toHaveBeenCalledTimes(1);
    expect(server.paths('POST')).toEqual([]);
  });
});

describe('session storage key', () => {
  it('holds every step under one key', async () => {
    const user = userEvent.setup();
    const first = await renderStep();
    await ready();
    await user.type(cityField(), 'A');
    first.unmount();
    await renderStep({ step: makeStep(CHECKABLE_CONTENT, 12) });
    await ready();
    await user.type(cityField(), 'B');
    expect(Object.keys(sessionStorage)).toEqual([STEP_ANSWERS_KEY]);
    expect(stored()).toEqual({
      [`${ENROLL_ID}:11`]: { 'q-city': 'A' },
      [`${ENROLL_ID}:12`]: { 'q-city': 'B' },
    });
  });
});

describe('back online', () => {
  it('answers kept after a failed save are sent on their own when the browser is online', async () => {
    const user = userEvent.setup();
    server.saveStatus = 503;
    await renderStep();
    await ready();
    await user.type(cityField(), 'Lima');
    await user.click(within(trendGroup()).getByRole('radio', { name: 'Madrid' }));
    await user.click(button('Check'));
    await screen.findByText(GENERIC_ERROR_MESSAGE);
    expect(stored()).toEqual({ [`${ENROLL_ID}:11`]: { 'q-city': 'Lima', 'q-trend': 2 } });
    server.saveStatus = 200;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('You are back online: your answers are saved.');
    const sent = server.requests.filter((request) => request.method !== 'GET');
    expect(await bodyOf(sent.at(-1))).toMatchObject({
      response: { 'q-city': { userAnswer: 'Lima' }, 'q-trend': { userAnswer: 2 } },
      attempt: true,
      submitted: false,
    });
    expect(stored()).toBeNull();
  });
});
