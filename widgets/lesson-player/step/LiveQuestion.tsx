import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
  return (
    <Box
      component="section"
      ref={(element: HTMLElement | null) => form.register(id, element)}
      aria-labelledby={promptId}
      data-question-id={id}
      data-invalid={invalid || undefined}
      sx={{
        my: 2,
        p: 2,
        border: 2,
        borderRadius: 1,
        borderColor: invalid ? 'error.main' : 'divider',
      }}
    >
      <Typography variant="overline" component="p" color="text.secondary">
        {QUESTION_TYPE_NAMES[question.type]}
      </Typography>
      <Box
        id={promptId}
        sx={{ '& > p:first-of-type, & > .markup-part > p:first-of-type': { mt: 0 } }}
      >
        {prompt}
      </Box>
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
        <Typography id={errorId} variant="body2" color="error" sx={{ mt: 1 }}>
          {MISSING_ANSWER}
        </Typography>
      ) : null}
      {form.correctness ? (
        <Box data-testid="step.verdict" sx={{ mt: 1 }}>
          {verdict != null ? (
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: verdict ? 'success.dark' : 'error.main' }}
            >
              {verdict ? CORRECT : WRONG}
            </Typography>
          ) : null}
          {question.type === 'graph' ? (
            <GraphVerdict answer={key?.answer ?? null} value={form.values[id]} />
          ) : null}
          {key?.answer != null ? (
            <Typography variant="body2">
              Correct answer: {describeKey(question.type, key.answer, question.options)}
            </Typography>
          ) : null}
        </Box>
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
    </Box>
  );
}
