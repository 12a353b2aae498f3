import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from '../router';
import Box from '@mui/material/Box';
import { GuardedButton, VISUALLY_HIDDEN, type LessonStep } from '@courses/runtime';
import { parseMarkup, toStepQuestion } from '@courses/runtime/markup';
import { SplitPanes } from '../shell/SplitPanes';
import { StepDropdown, stepLabel } from '../lesson/StepDropdown';
import { LABELS } from '../step/messages';
import { ViewHeading } from '../shell/viewHeading';
import { DeleteStepDialog } from './DeleteStepDialog';
import { emptyStep, type DraftStep } from './draft';
import { stepPath, useEditor } from './editorContext';
import { LeftPaneEditor } from './LeftPaneEditor';
import { ADD_STEP, NEW_STEP_ID } from './messages';
import { ensureStepStyles } from '../step/stepStyles';
import { StepSourceEditor } from './StepSourceEditor';

const GROW = { flexGrow: 1 };

/** The step the address names: by id, or 'new' for the step the server has not stored yet. */
function findStep(steps: readonly DraftStep[], stepId: string, lastKey: string | null): number {
  const byAddress =
    stepId === NEW_STEP_ID
      ? steps.findLastIndex((step) => step.id === null)
      : steps.findIndex((step) => String(step.id) === stepId);
  // Saved meanwhile ('new' became an id) or the address went stale: the same step by key.
  return byAddress !== -1 ? byAddress : steps.findIndex((step) => step.key === lastKey);
}

/** The step dropdown reads LessonSteps: the draft's, with their question counts. */
function dropdownSteps(steps: readonly DraftStep[]): LessonStep[] {
  return steps.map((step, index) => ({
    id: step.id ?? -(index + 1),
    order: index + 1,
    content: step.content,
    left_content: step.left_content,
    // Without keys: the dropdown counts the questions and shows nothing of their answers.
    questions: parseMarkup(step.content).questions.map((question) =>
      toStepQuestion(question, undefined, question.text),
    ),
    dataplot: null,
    has_simulation: false,
    continue_dataenv: false,
    admin_url: null,
  }));
}

/** {activityId}/{stepId}/: one step in edit mode, laid out as the player shows it. */
export function StepEditor() {
  const { stepId = '' } = useParams();
  const navigate = useNavigate();
  const { activityId, draft, update, announce } = useEditor();
  // The step on screen, by key: found again once 'new' became an id (state, not a ref, since
  // it is read while rendering).
  const [lastKey, setLastKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const steps = draft.steps;
  const index = findStep(steps, stepId, lastKey);
  const step = steps[index];
  if (step && step.key !== lastKey) setLastKey(step.key);
  const menuSteps = useMemo(() => dropdownSteps(steps), [steps]);

  // The new step was saved: its address becomes its id (without a new history entry).
  useEffect(() => {
    if (step && step.id !== null && stepId !== String(step.id))
      void navigate(stepPath(activityId, step), { replace: true });
  }, [step, stepId, activityId, navigate]);

  if (!step) return <Navigate to={`/${activityId}/`} replace />;

  const label = stepLabel(index, steps.length);
  const hasUnsaved = steps.some((other) => other.id === null);
  const goTo = (target: DraftStep) => void navigate(stepPath(activityId, target));

  function addStep() {
    const added = emptyStep();
    update((current) => ({ ...current, steps: [...current.steps, added] }));
    void navigate(stepPath(activityId, added));
  }

  function move(by: -1 | 1) {
    const target = index + by;
    update((current) => {
      const next = [...current.steps];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(target, 0, moved);
      return { ...current, steps: next };
    });
    announce(`Step moved to position ${target + 1} of ${steps.length}.`);
  }

  function remove() {
    const neighbour = steps[index + 1] ?? steps[index - 1];
    update((current) => ({
      ...current,
      steps: current.steps.filter((other) => other.key !== step?.key),
    }));
    setDeleting(false);
    announce(`${label} deleted.`);
    void navigate(neighbour ? stepPath(activityId, neighbour) : `/${activityId}/`, {
      replace: true,
    });
  }

  ensureStepStyles();
  return (
    <SplitPanes left={<LeftPaneEditor key={step.key} step={step} />} wide={false}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <ViewHeading
          pageTitle={`${label} – ${draft.title}`}
          viewKey={step.key}
          variant="h6"
          style={GROW}
        >
          {draft.title}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {`, ${label}`}
          </Box>
        </ViewHeading>
        <StepDropdown
          steps={menuSteps}
          currentIndex={index}
          onSelect={(chosen) => {
            const target = steps[menuSteps.indexOf(chosen)];
            if (target) goTo(target);
          }}
        />
      </Box>
      <StepSourceEditor key={step.key} step={step} />
      <footer className="courses-step-footer">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mr: 'auto' }}>
          <GuardedButton variant="text" disabled={index === 0} onClick={() => move(-1)}>
            Move step earlier
          </GuardedButton>
          <GuardedButton
            variant="text"
            disabled={index === steps.length - 1}
            onClick={() => move(1)}
          >
            Move step later
          </GuardedButton>
          <GuardedButton variant="text" color="error" onClick={() => setDeleting(true)}>
            Delete step
          </GuardedButton>
        </Box>
        <GuardedButton
          variant="outlined"
          disabled={index === 0}
          onClick={() => {
            const previous = steps[index - 1];
            if (previous) goTo(previous);
          }}
        >
          {LABELS.previous}
        </GuardedButton>
        <GuardedButton
          variant="outlined"
          disabled={index === steps.length - 1}
          onClick={() => {
            const next = steps[index + 1];
            if (next) goTo(next);
          }}
        >
          {LABELS.next}
        </GuardedButton>
        <GuardedButton
          variant="contained"
          // One step at a time waits for its id: its address is 'new' until the server has it.
          disabled={hasUnsaved}
          onClick={addStep}
        >
          {ADD_STEP}
        </GuardedButton>
      </footer>
      <DeleteStepDialog
        open={deleting}
        stepName={label}
        onCancel={() => setDeleting(false)}
        onConfirm={remove}
      />
    </SplitPanes>
  );
}
