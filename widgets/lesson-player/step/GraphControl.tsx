import { useRef, useState } from 'react';
import {
  Chip,
  GENERIC_ERROR_MESSAGE,
  GuardedButton,
  Text,
  toast,
  uploadPlotImage,
} from '@courses/runtime';
import { previewKey, previewOf } from './answerValues';
import { useDataToolLink } from './dataToolLink';
import {
  GRAPH_NOTE,
  GRAPH_NOT_SAVED,
  GRAPH_NO_PLOT,
  GRAPH_NO_TOOL,
  GRAPH_REMOVE,
  GRAPH_SAVE,
  GRAPH_SAVED,
  GRAPH_SAVING,
} from './messages';
import type { ControlProps } from './QuestionControls';
import { useQuestionForm } from './questionFormContext';
import { ensureStepStyles } from './stepStyles';

/** The plot is captured this long after Save, once the tool has drawn its last change (spec 9). */
export const GRAPH_CAPTURE_DELAY_MS = 100;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isPlot(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A graph question (spec section 4): not saved, then saving (the plot captured 100 ms after),
 * then saved with its preview; Remove returns it to not saved. The plot state is the answer,
 * the uploaded image its preview.
 */
export function GraphControl(props: ControlProps) {
  const { question, value, disabled, domId, errorId, invalid } = props;
  const form = useQuestionForm();
  const tool = useDataToolLink();
  const [saving, setSaving] = useState(false);
  const id = question.questionId;
  const preview = previewOf(form.values, id);
  const saved = isPlot(value);
  const statusId = `${domId}-graph-status`;
  const saveRef = useRef<HTMLButtonElement>(null);

  async function save() {
    setSaving(true);
    await wait(GRAPH_CAPTURE_DELAY_MS);
    const capture = await tool.capture();
    if (!capture) {
      setSaving(false);
      toast(GRAPH_NO_PLOT, 'warning');
      return;
    }
    let image = capture.image;
    if (tool.uploadIds) {
      try {
        image = await uploadPlotImage(tool.uploadIds.a, tool.uploadIds.b, capture.image);
      } catch {
        setSaving(false);
        toast(GENERIC_ERROR_MESSAGE, 'error');
        return;
      }
    }
    form.setValue(id, capture.plotState);
    form.setValue(previewKey(id), image);
    setSaving(false);
  }

  function remove() {
    form.setValue(id, null);
    form.setValue(previewKey(id), null);
    // Remove goes away with the saved graph: focus stays in the question, on Save graph.
    saveRef.current?.focus();
  }

  const status = saving ? GRAPH_SAVING : saved ? GRAPH_SAVED : GRAPH_NOT_SAVED;
  ensureStepStyles();
  return (
    <div className="courses-step-graph">
      <Text component="div" variant="body2" tone="secondary">
        {tool.available ? GRAPH_NOTE : GRAPH_NO_TOOL}{' '}
        <Chip
          id={statusId}
          size="small"
          label={status}
          variant="outlined"
          role="status"
          data-testid="graph-status"
          className={saved && !saving ? 'courses-step-graph-saved' : undefined}
        />
      </Text>
      {saved && preview ? (
        <img
          src={preview}
          alt={`Your saved graph for: ${question.text}`}
          className="courses-step-graph-preview"
        />
      ) : null}
      {!disabled && tool.available ? (
        <div className="courses-step-graph-actions">
          {/* busy, not disabled, while saving: a disabled button would drop focus to the page. */}
          <GuardedButton
            ref={saveRef}
            variant="outlined"
            size="small"
            busy={saving}
            onClick={() => void save()}
            aria-describedby={invalid ? `${statusId} ${errorId}` : statusId}
          >
            {GRAPH_SAVE}
          </GuardedButton>
          {saved ? (
            <GuardedButton size="small" busy={saving} onClick={remove}>
              {GRAPH_REMOVE}
            </GuardedButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
