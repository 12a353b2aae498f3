import Alert from '@mui/material/Alert';
import type { LessonStep } from '@courses/runtime';
import { MarkupContent } from '@courses/runtime/markup';

/** Whether the left pane takes 70 percent: left content, a data plot or a simulation. */
export function hasWideLeft(step: LessonStep): boolean {
  return Boolean(step.left_content || step.dataplot?.course_dataset || step.has_simulation);
}

/** The step's left pane: its content, or where the data tool or simulation goes. */
export function LeftPane({ step }: { step: LessonStep }) {
  if (step.left_content) {
    return <MarkupContent source={step.left_content} idPrefix={`step-${step.id}-left`} />;
  }
  const dataset = step.dataplot?.course_dataset;
  if (dataset) {
    return (
      <Alert severity="info" data-testid="lesson-player.data-tool-placeholder">
        {`Data tool: ${dataset.dataset_name}`}
      </Alert>
    );
  }
  if (step.has_simulation) {
    return (
      <Alert severity="info" data-testid="lesson-player.simulation-placeholder">
        There is no data yet. Run the simulation to generate your data.
      </Alert>
    );
  }
  return null;
}
