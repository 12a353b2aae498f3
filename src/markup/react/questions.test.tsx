import '../testing/domCompat';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarkupView, useMarkup } from './MarkupView';
import type { RenderQuestion } from './questionProps';
import { renderMarkup } from '../testing/renderMarkup';

const RADIO = `::::question{#q-trend type=radio answer=2}
Which city warms **fastest** in spring?

- Oslo
- Madrid
- Lima

:::solution
Madrid's average rises most between March and May.
:::
::::`;

describe('questions (default static rendering)', () => {
  it('Multiple Choice: a labelled group of radio buttons and a solution toggle', async () => {
    const user = userEvent.setup();
    renderMarkup(RADIO);
    const question = screen.getByRole('group', { name: 'Multiple Choice Preview' });
    const choices = within(question).getByRole('group', {
      name: 'Which city warms fastest in spring?',
    });
    const radios = within(choices).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3']);
    await user.click(within(choices).getByRole('radio', { name: 'Madrid' }));
    expect(
      (within(choices).getByRole('radio', { name: 'Madrid' }) as HTMLInputElement).checked,
    ).toBe(true);

    const toggle = within(question).getByRole('button', { name: 'Show solution' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(question).queryByRole('group', { name: 'Solution' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(question).getByRole('group', { name: 'Solution' }).textContent).toBe(
      "Madrid's average rises most between March and May.",
    );
    await user.click(within(question).getByRole('button', { name: 'Hide solution' }));
    expect(within(question).queryByRole('group', { name: 'Solution' })).toBeNull();
  });

  it('Multiselect: checkboxes, one per option', () => {
    renderMarkup(
      '::::question{#q-s type=checkbox answer="1,3"}\nWhich are southern?\n\n- Lima\n- Oslo\n- Sydney\n::::',
    );
    const question = screen.getByRole('group', { name: 'Multiselect Preview' });
    expect(
      within(question)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id')),
    ).toEqual(['markup-q-q-s-option-1', 'markup-q-q-s-option-2', 'markup-q-q-s-option-3']);
    expect(within(question).getByRole('checkbox', { name: 'Sydney' })).toBeTruthy();
  });

  it('Text Entry: a text field labelled by the prompt, with its placeholder', async () => {
    const user = userEvent.setup();
    renderMarkup(
      '::::question{#q-city type=text answer=Madrid placeholder="City name"}\nWhich city?\n::::',
    );
    const question = screen.getByRole('group', { name: 'Text Entry Preview' });
    const field = within(question).getByRole('textbox', { name: 'Which city?' });
    expect(field.getAttribute('placeholder')).toBe('City name');
    await user.type(field, 'Lima');
    expect((field as HTMLInputElement).value).toBe('Lima');
    expect(within(question).queryByRole('button', { name: 'Show solution' })).toBeNull();
  });

  it('Constructed Response: a text area with its rows and 50 columns', () => {
    renderMarkup(
      '::::question{#q-why type=textarea rows=6}\nExplain why.\n::::\n\n::::question{#q-more type=textarea}\nAnd?\n::::',
    );
    const [first, second] = screen.getAllByRole('group', { name: 'Constructed Response Preview' });
    const area = within(first as HTMLElement).getByRole('textbox', { name: 'Explain why.' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('6');
    expect(area.getAttribute('cols')).toBe('50');
    expect(
      within(second as HTMLElement)
        .getByRole('textbox')
        .getAttribute('rows'),
    ).toBe('4');
  });

  it('Graphing: the prompt and a note that the answer is a graph', () => {
    renderMarkup('::::question{#q-plot type=graph}\nPlot July against latitude.\n::::');
    const question = screen.getByRole('group', { name: 'Graphing Preview' });
    expect(within(question).getByText('Plot July against latitude.')).toBeTruthy();
    expect(
      within(question).getByText('The answer is a graph made with the data tool.'),
    ).toBeTruthy();
  });

  it('renders a refused question as ordinary content, never dropping it', () => {
    renderMarkup('::::question{#q1 type=essay}\nWrite about rain.\n::::');
    expect(screen.getByText('Write about rain.')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText(/"essay" is not a question type/)).toBeTruthy();
  });
});

describe('a content with many questions', () => {
  const manyQuestions = (count: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `::::question{#q-${i + 1} type=text}\nQuestion ${i + 1}?\n\n:::solution\nAnswer ${i + 1}.\n:::\n::::`,
    ).join('\n\n');

  it('shows the first ten at once and builds the rest while the browser is idle', async () => {
    renderMarkup(manyQuestions(12));
    expect(screen.getAllByRole('group', { name: 'Text Entry Preview' })).toHaveLength(10);
    // A question still waiting shows its prompt, not its solution.
    expect(screen.getByText('Question 12?')).toBeVisible();
    expect(screen.getByText('Answer 12.')).not.toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: 'Text Entry Preview' })).toHaveLength(12),
    );
    expect(screen.getByRole('textbox', { name: 'Question 12?' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Show solution' })).toHaveLength(12);
  });

  it('builds nothing more once the content is gone', async () => {
    const view = renderMarkup(manyQuestions(12));
    const waiting = view.container.querySelectorAll('.markup-question-slot')[11]!;
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waiting.querySelector('.markup-question')).toBeNull();
  });
});

describe('questions rendered by the caller', () => {
  /** A stand-in for the lesson player: it owns the answers and the controls. */
  function Player({ source }: { source: string }) {
    const document = useMarkup(source);
    const [answers, setAnswers] = useState<Record<string, string>>({});
    const renderQuestion: RenderQuestion = ({ question, prompt, options, number, domId }) => (
      <fieldset>
        <legend>
          Question {number}: {prompt}
        </legend>
        {options.map((option, index) => (
          <label key={index}>
            <input
              type="radio"
              name={domId}
              checked={answers[question.questionId] === String(index + 1)}
              onChange={() => setAnswers({ ...answers, [question.questionId]: String(index + 1) })}
            />
            {option}
          </label>
        ))}
      </fieldset>
    );
    return (
      <>
        <MarkupView document={document} renderQuestion={renderQuestion} />
        <output aria-label="answers">{JSON.stringify(answers)}</output>
        <output aria-label="questions">
          {document.questions.map((q) => q.questionId).join(',')}
        </output>
      </>
    );
  }

  it('gets each question with its rendered prompt and options, and keeps its own state', async () => {
    const user = userEvent.setup();
    render(<Player source={`Before\n\n${RADIO}\n\nAfter`} />);
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
    const group = screen.getByRole('group', {
      name: 'Question 1: Which city warms fastest in spring?',
    });
    expect(within(group).getByText('fastest').tagName).toBe('STRONG');
    await user.click(within(group).getByRole('radio', { name: 'Lima' }));
    expect(screen.getByRole('status', { name: 'answers' }).textContent).toBe('{"q-trend":"3"}');
    expect(screen.getByRole('status', { name: 'questions' }).textContent).toBe('q-trend');
    expect(screen.queryByText('Multiple Choice Preview')).toBeNull();
  });
});
