import {
  MarkupContent,
  QUESTION_TYPE_NAMES,
  type QuestionRenderProps,
} from '@courses/runtime/markup';
import { describeKey } from './answerValues';
import { GraphVerdict } from './GraphVerdict';
import { CORRECT, MISSING_ANSWER, WRONG } from './messages';
import {
  CheckboxControl,
  GraphControl,
  RadioControl,
  TextControl,
  type ControlProps,
} from './QuestionControls';
import { useQuestionForm } from './questionFormContext';
import { SolutionToggle } from './SolutionToggle';
import { ensureStepStyles } from './stepStyles';

const CONTROLS = {
  text: TextControl,
  textarea: TextControl,
  radio: RadioControl,
  checkbox: CheckboxControl,
  graph: GraphControl,
} satisfies Record<string, (props: ControlProps) => React.ReactNode>;

/** A question of the step with live controls owned by the step's form. */
export function LiveQuestion(props: QuestionRenderProps) {
  const { question, prompt, solution, domId } = props;
  const form = useQuestionForm();
  const id = question.questionId;
  const invalid = form.missing.has(id);
  const verdict = form.correctness?.[id];
  const key = form.answerKey[id];
  const promptId = `${domId}-prompt`;
  const errorId = `${domId}-error`;
  const Control = CONTROLS[question.type];
  ensureStepStyles();
  return (
    <section
      className="courses-question"
      ref={(element: HTMLElement | null) => form.register(id, element)}
      aria-labelledby={promptId}
      data-question-id={id}
      data-invalid={invalid || undefined}
    >
      <p className="courses-question-type">{QUESTION_TYPE_NAMES[question.type]}</p>
      <div id={promptId} className="courses-question-prompt">
        {prompt}
      </div>
      <Control
        {...props}
        value={form.values[id]}
        onChange={(value) => form.setValue(id, value)}
        disabled={form.disabled}
        invalid={invalid}
        promptId={promptId}
        errorId={errorId}
      />
      {invalid ? (
        <p id={errorId} className="courses-question-note">
          {MISSING_ANSWER}
        </p>
      ) : null}
      {form.correctness ? (
        <div data-testid="step.verdict" className="courses-question-verdict">
          {verdict != null ? (
            <p className={verdict ? 'courses-verdict' : 'courses-verdict courses-verdict-wrong'}>
              {verdict ? CORRECT : WRONG}
            </p>
          ) : null}
          {question.type === 'graph' ? (
            <GraphVerdict answer={key?.answer ?? null} value={form.values[id]} />
          ) : null}
          {key?.answer != null ? (
            <p>Correct answer: {describeKey(question.type, key.answer, question.options)}</p>
          ) : null}
        </div>
      ) : null}
      {form.showSolutions && key?.solution ? (
        <SolutionToggle id={domId}>
          {/* A key released after loading (a checked step) is not in the rendered markup. */}
          {solution ?? (
            <MarkupContent
              source={key.solution}
              idPrefix={`${domId}-solution`}
              showDiagnostics={false}
            />
          )}
        </SolutionToggle>
      ) : null}
    </section>
  );
}
