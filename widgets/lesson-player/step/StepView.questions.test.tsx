/** The step view: its questions' live controls, multiselect and graph answers. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restoreMarkupCode, unloadMarkupCode } from '@courses/runtime/testing';
import { LOAD_FAILED_MESSAGE } from '@courses/runtime';
import {
  CHECKABLE_CONTENT,
  ENROLL_ID,
  ESSAY_CONTENT,
  MULTISELECT_CONTENT,
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
  trendGroup,
} from '../testing/stepViewTest';

let server: FakeServer;
beforeEach(() => {
  server = startStepServer();
});
afterEach(stopStepServer);

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
