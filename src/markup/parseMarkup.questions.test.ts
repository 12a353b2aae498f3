/**
 * parseMarkup: the questions and answer key it reads, the same every time.
 * Frames and scripts in the output must not make happy-dom try to load them.
 * @vitest-environment-options {"settings": {"disableIframePageLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import './testing/domCompat';
import { parseMarkup } from './parseMarkup';

const QUESTIONS = `Some intro text.

::::question{#q-city type=text answer="Madrid" placeholder="City name"}
Which city is the **warmest** in March?
::::

::::question{#q-explain type=textarea rows=6 placeholder="Explain your reasoning"}
Explain why coastal cities warm more slowly.
::::

::::question{#q-trend type=radio answer=2}
Which city warms fastest in spring?

- Oslo
- Madrid
- Lima

:::solution
Madrid's average rises most between March and May.
:::
::::

::::question{#q-south type=checkbox answer="3, 1"}
Which cities are in the southern hemisphere?

- Lima
- Oslo
- Sydney
::::

::::question{#q-plot type=graph}
Plot July temperature against latitude.
::::
`;

describe('questions and the answer key', () => {
  const doc = parseMarkup(QUESTIONS);

  it('lists every question type with its fields', () => {
    expect(doc.diagnostics).toEqual([]);
    expect(doc.questions).toEqual([
      {
        questionId: 'q-city',
        text: 'Which city is the warmest in March?',
        type: 'text',
        options: [],
        answer: 'Madrid',
        placeholder: 'City name',
        rows: null,
      },
      {
        questionId: 'q-explain',
        text: 'Explain why coastal cities warm more slowly.',
        type: 'textarea',
        options: [],
        answer: null,
        placeholder: 'Explain your reasoning',
        rows: 6,
      },
      {
        questionId: 'q-trend',
        text: 'Which city warms fastest in spring?',
        type: 'radio',
        options: ['Oslo', 'Madrid', 'Lima'],
        answer: 2,
        placeholder: '',
        rows: null,
      },
      {
        questionId: 'q-south',
        text: 'Which cities are in the southern hemisphere?',
        type: 'checkbox',
        options: ['Lima', 'Oslo', 'Sydney'],
        answer: [1, 3],
        placeholder: '',
        rows: null,
      },
      {
        questionId: 'q-plot',
        text: 'Plot July temperature against latitude.',
        type: 'graph',
        options: [],
        answer: null,
        placeholder: '',
        rows: null,
      },
    ]);
  });

  it('keys answers and solutions by question id', () => {
    expect(doc.answerKey).toEqual({
      'q-city': { answer: 'Madrid', solution: '', preview: null },
      'q-explain': { answer: null, solution: '', preview: null },
      'q-trend': {
        answer: 2,
        solution: "Madrid's average rises most between March and May.",
        preview: null,
      },
      'q-south': { answer: [1, 3], solution: '', preview: null },
      'q-plot': { answer: null, solution: '', preview: null },
    });
  });

  it('gives a textarea 4 rows by default and keeps its model answer', () => {
    const { questions } = parseMarkup(
      '::::question{#q1 type=textarea answer="Because the sea stores heat."}\nWhy?\n::::',
    );
    expect(questions[0]).toMatchObject({ rows: 4, answer: 'Because the sea stores heat.' });
  });

  it('takes the options from a list right after the prompt, even without a blank line', () => {
    const { questions } = parseMarkup(
      '::::question{#q1 type=radio answer=1}\nPick one\n- A\n- B\n::::',
    );
    expect(questions[0]?.options).toEqual(['A', 'B']);
  });
});

describe('determinism', () => {
  it('gives the same document for the same source', () => {
    const source = `${QUESTIONS}\n:::accordion{title="More"}\n![A map](/map.png)\n:::\n`;
    expect(parseMarkup(source)).toEqual(parseMarkup(source));
  });
});
