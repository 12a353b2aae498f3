import { useState, type ReactNode } from 'react';
import { TEXTAREA_COLUMNS } from '../constructs/question';
import { QUESTION_TYPE_NAMES } from '../types';
import type { QuestionRenderProps } from './questionProps';

function SolutionToggle({ id, children }: { id: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = `${id}-solution`;
  return (
    <div className="markup-solution">
      <button
        type="button"
        className="markup-solution-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide solution' : 'Show solution'}
      </button>
      <div
        id={panelId}
        role="region"
        aria-label="Solution"
        className="markup-solution-panel"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}

function ChoiceControls({ question, prompt, options, domId }: QuestionRenderProps) {
  const type = question.type === 'checkbox' ? 'checkbox' : 'radio';
  return (
    <fieldset className="markup-question-fieldset">
      <legend className="markup-question-prompt">{prompt}</legend>
      {options.map((option, index) => {
        const optionId = `${domId}-option-${index + 1}`;
        return (
          <div className="markup-question-option" key={optionId}>
            <input type={type} id={optionId} name={domId} value={index + 1} />
            <label htmlFor={optionId}>{option}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

function TextControls({ question, prompt, domId }: QuestionRenderProps) {
  const inputId = `${domId}-answer`;
  const placeholder = question.placeholder || undefined;
  return (
    <div className="markup-question-field">
      <label htmlFor={inputId} className="markup-question-prompt">
        {prompt}
      </label>
      {question.type === 'textarea' ? (
        <textarea
          id={inputId}
          rows={question.rows ?? undefined}
          cols={TEXTAREA_COLUMNS}
          placeholder={placeholder}
        />
      ) : (
        <input id={inputId} type="text" placeholder={placeholder} />
      )}
    </div>
  );
}

function GraphNote({ prompt, domId }: QuestionRenderProps) {
  return (
    <div className="markup-question-field">
      <div id={`${domId}-prompt`} className="markup-question-prompt">
        {prompt}
      </div>
      <p className="markup-question-note">The answer is a graph made with the data tool.</p>
    </div>
  );
}

/**
 * The default rendering of a question: working but unsaved controls, a per-question solution
 * toggle and the '{type} Preview' label (spec section 9). The lesson player passes its own
 * renderQuestion to own the answers.
 */
export function StaticQuestion(props: QuestionRenderProps) {
  const { question, solution, domId } = props;
  const labelId = `${domId}-label`;
  const Controls =
    question.type === 'radio' || question.type === 'checkbox'
      ? ChoiceControls
      : question.type === 'graph'
        ? GraphNote
        : TextControls;
  return (
    <div
      className="markup-question"
      role="group"
      aria-labelledby={labelId}
      data-question-id={question.questionId}
      data-question-type={question.type}
    >
      <p id={labelId} className="markup-question-label">
        {QUESTION_TYPE_NAMES[question.type]} Preview
      </p>
      <Controls {...props} />
      {solution ? <SolutionToggle id={domId}>{solution}</SolutionToggle> : null}
    </div>
  );
}
