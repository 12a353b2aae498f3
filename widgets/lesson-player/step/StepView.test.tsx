import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, restoreMarkupCode, unloadMarkupCode } from '@courses/runtime/testing';
import {
  ASSESSMENT_SUBMITTED_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  OPEN_FEEDBACK_EVENT,
  type OpenFeedbackDetail,
} from '@courses/runtime';
import { LOAD_FAILED_MESSAGE } from '@courses/runtime';
import { STEP_ANSWERS_KEY } from './answerStorage';
import {
  CHECKABLE_CONTENT,
  ENROLL_ID,
  ESSAY_CONTENT,
  KEYLESS_CONTENT,
  MULTISELECT_CONTENT,
  TEXTAREA_CONTENT,
  FakeServer,
  makeLesson,
  makeStep,
  renderStep,
  student,
  teacher,
} from '../testing/renderStep';

const ready = () => waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
const cityField = () => screen.getByRole('textbox', { name: 'Which city has the warmer January?' });
const trendGroup = () =>
  screen.getByRole('radiogroup', { name: 'Which city warms fastest in spring?' });
const button = (name: string) => screen.getByRole('button', { name });
const stored = () => JSON.parse(sessionStorage.getItem(STEP_ANSWERS_KEY) ?? 'null') as unknown;

async function bodyOf(request: Request | undefined): Promise<Record<string, unknown>> {
  if (!request) throw new Error('no such request');
  return (await request.clone().json()) as Record<string, unknown>;
}

let server: FakeServer;
beforeEach(() => {
  server = new FakeServer().install();
  // Swallowed API errors (a 404 for a step with no saved answers) are logged by the runtime.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('questions', () => {
  it('renders each question with live controls labelled by its text', async () => {
    await renderStep({
      step: makeStep(`${CHECKABLE_CONTENT}\n${ESSAY_CONTENT}\n${MULTISELECT_CONTENT}`),
    });
    await ready();
    expect(screen.getByText('Read the table first.')).toBeInTheDocument();
    expect(cityField()).toHaveAttribute('placeholder', 'City name');
    expect(within(trendGroup()).getAllByRole('radio')).toHaveLength(3);
    const essay = screen.getByRole('textbox', { name: 'Why do coastal cities warm more slowly?' });
    expect(essay).toHaveAttribute('rows', '4');
    expect(essay).toHaveAttribute('cols', '50');
    // A box of fixed size: a plain textarea, without the autosizing one's hidden twin (whose
    // ResizeObserver callback resizes the box, a loop error in WebKit).
    expect(essay.parentElement?.querySelectorAll('textarea')).toHaveLength(1);
    const south = screen.getByRole('group', {
      name: 'Which cities are in the southern hemisphere?',
    });
    expect(within(south).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText('Graph answers come from the data tool.')).toBeInTheDocument();
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    for (const name of [
      'Text Entry',
      'Multiple Choice',
      'Constructed Response',
      'Multiselect',
      'Graphing',
    ]) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });

  it('toggles a question’s solution from the answer key', async () => {
    const user = userEvent.setup();
    await renderStep();
    await ready();
    const toggle = button('Show solution');
    expect(screen.queryByText(/rises most between March and May/)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/rises most between March and May/)).toBeVisible();
    expect(button('Hide solution')).toBeInTheDocument();
  });

  it('loads the saved response into the form', async () => {
    server.saved = {
      id: 40,
      lesson_step: 11,
      user_course: ENROLL_ID,
      attempt: true,
      submitted: false,
      answer_key: null,
      response: { 'q-city': { userAnswer: 'Oslo', preview: null, isCorrect: false } },
    };
    await renderStep();
    await ready();
    expect(cityField()).toHaveValue('Oslo');
    expect(server.paths('GET')).toEqual([`/api/course-response/${ENROLL_ID}/11`]);
  });

  it('says in the step’s place when its questions’ code did not arrive, and Retry shows them', async () => {
    const user = userEvent.setup();
    const download = unloadMarkupCode(1);
    try {
      await renderStep();
      expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
      expect(screen.queryByText(/Which city has the warmer January/)).toBeNull();
      await user.click(button('Retry'));
      expect(await screen.findByRole('textbox', { name: /warmer January/ })).toBeInTheDocument();
      expect(download).toHaveBeenCalledTimes(2);
    } finally {
      await restoreMarkupCode();
    }
  });
});

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

describe('multiselect', () => {
  it('sends the chosen positions in order and reveals the correct options', async () => {
    const user = userEvent.setup();
    await renderStep({ step: makeStep(MULTISELECT_CONTENT) });
    await ready();
    await user.click(screen.getByRole('checkbox', { name: 'Sydney' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lima' }));
    await user.click(button('Check'));
    await waitFor(() =>
      expect(screen.getByText('Correct answer: Lima, Sydney')).toBeInTheDocument(),
    );
    const post = await bodyOf(server.requests.find((request) => request.method === 'POST'));
    expect(post.response).toEqual({
      'q-south': { userAnswer: [1, 3], preview: null, isCorrect: null },
    });
    expect(screen.getByRole('checkbox', { name: 'Oslo' })).toBeDisabled();
  });
});

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

describe('graph questions', () => {
  const GRAPH = `::::question{#q-plot type=graph answer="x=latitude y=jul type=dot"}
Plot the July temperature against the latitude.
::::
`;
  const PNG = 'data:image/png;base64,iVBORw0KGgo=';

  it('not saved, saving, saved with its preview; Remove; Check says when the axes are wrong', async () => {
    const user = userEvent.setup();
    let plot = { graphType: 'dot', xAttribute: 'jul', yAttribute: 'latitude' };
    const capture = vi.fn(() => Promise.resolve({ plotState: plot, columnIds: [], image: PNG }));
    server.keyOnCheck = {
      'q-plot': { answer: 'x=latitude y=jul type=dot', solution: null, preview: null },
    };
    await renderStep({ step: makeStep(GRAPH) }, { available: true, capture, uploadIds: null });
    await ready();
    expect(screen.getByTestId('graph-status')).toHaveTextContent('Not saved');
    // Required like any question: Check first asks for it.
    await user.click(button('Check'));
    expect(button('Save graph')).toHaveFocus();
    await user.click(button('Save graph'));
    expect(screen.getByTestId('graph-status')).toHaveTextContent('Saving...');
    // Working, not disabled: focus stays on the button while the graph is captured.
    expect(button('Save graph')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Save graph')).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('graph-status')).toHaveTextContent('Saved'));
    expect(button('Save graph')).toHaveFocus();
    expect(capture).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: /Your saved graph/ })).toHaveAttribute('src', PNG);
    await user.click(button('Remove'));
    expect(screen.getByTestId('graph-status')).toHaveTextContent('Not saved');
    // Remove went away with the graph; focus is back on Save graph.
    expect(button('Save graph')).toHaveFocus();
    expect(screen.queryByRole('img', { name: /Your saved graph/ })).toBeNull();

    plot = { graphType: 'dot', xAttribute: 'jul', yAttribute: 'latitude' };
    await user.click(button('Save graph'));
    await waitFor(() => expect(screen.getByTestId('graph-status')).toHaveTextContent('Saved'));
    await user.click(button('Check'));
    await screen.findByText('Wrong attributes on axis');
    const check = await bodyOf(server.requests.find((request) => request.method === 'POST'));
    expect(check).toMatchObject({
      submitted: true,
      response: { 'q-plot': { userAnswer: plot, preview: PNG } },
    });
    expect(screen.getByText(/Correct answer: latitude on the x axis/)).toBeInTheDocument();
  });
});
