import type { ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { UserAnswerValue } from '@courses/runtime';
import {
  DEFAULT_TEXTAREA_ROWS,
  TEXTAREA_COLUMNS,
  type QuestionRenderProps,
} from '@courses/runtime/markup';

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

/**
 * Text Entry and Constructed Response. The constructed response's box has a fixed size (rows
 * and columns), so it is a plain textarea. MUI's autosizing one sets its height from a
 * ResizeObserver callback; in WebKit it is first observed 0 pixels tall, so the callback grows
 * it, and with it the player's frame, an element observed higher up (useElementWidth): the
 * page raises "ResizeObserver loop completed with undelivered notifications".
 */
export function TextControl(props: ControlProps) {
  const { question, value, onChange, disabled, invalid, promptId, errorId, domId } = props;
  const multiline = question.type === 'textarea';
  return (
    <TextField
      id={`${domId}-answer`}
      value={typeof value === 'string' ? value : ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      placeholder={question.placeholder || undefined}
      disabled={disabled}
      error={invalid}
      size="small"
      multiline={multiline}
      sx={{ mt: 1, maxWidth: '100%', width: multiline ? 'auto' : '100%' }}
      slotProps={{
        ...(multiline ? { input: { inputComponent: 'textarea' } } : {}),
        htmlInput: {
          'aria-labelledby': promptId,
          ...describedBy(invalid, errorId),
          ...(multiline
            ? { rows: question.rows ?? DEFAULT_TEXTAREA_ROWS, cols: TEXTAREA_COLUMNS }
            : {}),
        },
      }}
    />
  );
}

/** Multiple Choice: one option position. */
export function RadioControl(props: ControlProps) {
  const { options, value, onChange, disabled, invalid, promptId, errorId, domId } = props;
  return (
    <RadioGroup
      name={domId}
      aria-labelledby={promptId}
      {...describedBy(invalid, errorId)}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {options.map((option, index) => (
        <FormControlLabel
          key={index}
          value={String(index + 1)}
          control={<Radio disabled={disabled} />}
          label={option}
        />
      ))}
    </RadioGroup>
  );
}

/** Multiselect: a sorted list of option positions. */
export function CheckboxControl(props: ControlProps) {
  const { options, value, onChange, disabled, invalid, promptId, errorId } = props;
  const chosen = Array.isArray(value) ? value : [];
  function toggle(position: number, checked: boolean) {
    const next = checked ? [...chosen, position] : chosen.filter((item) => item !== position);
    onChange([...new Set(next)].sort((a, b) => a - b));
  }
  return (
    <FormGroup role="group" aria-labelledby={promptId} {...describedBy(invalid, errorId)}>
      {options.map((option, index) => (
        <FormControlLabel
          key={index}
          control={
            <Checkbox
              checked={chosen.includes(index + 1)}
              disabled={disabled}
              onChange={(event) => toggle(index + 1, event.target.checked)}
            />
          }
          label={option}
        />
      ))}
    </FormGroup>
  );
}

/** Graphing: the answer is a plot saved from the data tool beside the step (spec section 4). */
export { GraphControl } from './GraphControl';
