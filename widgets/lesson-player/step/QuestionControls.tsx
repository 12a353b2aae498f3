import type { UserAnswerValue } from '@courses/runtime';
import {
  DEFAULT_TEXTAREA_ROWS,
  TEXTAREA_COLUMNS,
  type QuestionRenderProps,
} from '@courses/runtime/markup';
import { ensureStepStyles } from './stepStyles';

export interface ControlProps extends QuestionRenderProps {
  value: UserAnswerValue | undefined;
  onChange: (value: UserAnswerValue) => void;
  disabled: boolean;
  invalid: boolean;
  /** Ids of the prompt and of the missing-answer message. */
  promptId: string;
  errorId: string;
}

function describedBy(invalid: boolean, errorId: string) {
  return invalid ? { 'aria-describedby': errorId } : {};
}

/** Text Entry and Constructed Response; a constructed response's box has a fixed size. */
export function TextControl(props: ControlProps) {
  const { question, value, onChange, disabled, invalid, promptId, errorId, domId } = props;
  ensureStepStyles();
  const common = {
    id: `${domId}-answer`,
    className: 'courses-answer-text',
    value: typeof value === 'string' ? value : '',
    placeholder: question.placeholder || undefined,
    disabled,
    'aria-labelledby': promptId,
    'aria-invalid': invalid || undefined,
    ...describedBy(invalid, errorId),
  };
  if (question.type === 'textarea') {
    return (
      <textarea
        {...common}
        rows={question.rows ?? DEFAULT_TEXTAREA_ROWS}
        cols={TEXTAREA_COLUMNS}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return <input type="text" {...common} onChange={(event) => onChange(event.target.value)} />;
}

/** One option of a choice question: the input inside its label, so the label names it. */
function Option({ label, input }: { label: React.ReactNode; input: React.ReactNode }) {
  return (
    <label className="courses-answer-option">
      {input}
      <span>{label}</span>
    </label>
  );
}

/** Multiple Choice: one option position. */
export function RadioControl(props: ControlProps) {
  const { options, value, onChange, disabled, invalid, promptId, errorId, domId } = props;
  ensureStepStyles();
  return (
    <div role="radiogroup" aria-labelledby={promptId} {...describedBy(invalid, errorId)}>
      {options.map((option, index) => (
        <Option
          key={index}
          label={option}
          input={
            <input
              type="radio"
              name={domId}
              value={String(index + 1)}
              checked={value === index + 1}
              disabled={disabled}
              onChange={() => onChange(index + 1)}
            />
          }
        />
      ))}
    </div>
  );
}

/** Multiselect: a sorted list of option positions. */
export function CheckboxControl(props: ControlProps) {
  const { options, value, onChange, disabled, invalid, promptId, errorId } = props;
  ensureStepStyles();
  const chosen = Array.isArray(value) ? value : [];
  function toggle(position: number, checked: boolean) {
    const next = checked ? [...chosen, position] : chosen.filter((item) => item !== position);
    onChange([...new Set(next)].sort((a, b) => a - b));
  }
  return (
    <div role="group" aria-labelledby={promptId} {...describedBy(invalid, errorId)}>
      {options.map((option, index) => (
        <Option
          key={index}
          label={option}
          input={
            <input
              type="checkbox"
              checked={chosen.includes(index + 1)}
              disabled={disabled}
              onChange={(event) => toggle(index + 1, event.target.checked)}
            />
          }
        />
      ))}
    </div>
  );
}

/** Graphing: the answer is a plot saved from the data tool beside the step (spec section 4). */
export { GraphControl } from './GraphControl';
