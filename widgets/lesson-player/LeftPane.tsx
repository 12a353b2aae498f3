import type { LessonStep } from '@courses/runtime';
import { MarkupContent } from '@courses/runtime/markup';
import { EmbeddedWidget } from './EmbeddedWidget';

/** Whether the left pane takes 70 percent: left content, a data plot or a simulation. */
export function hasWideLeft(step: LessonStep): boolean {
  return Boolean(step.left_content || step.dataplot?.course_dataset || step.has_simulation);
}

export interface LeftPaneProps {
  step: LessonStep;
  /** Id (or slug) of the lesson the step belongs to: the data tool loads the step's data. */
  lessonId: number | string;
  /** Where a saved plot's image goes (the enroll or user-lesson id and the step id). */
  captureIds?: { a: number; b: number } | undefined;
}

/** The step's left pane: its content, the data tool on the step's data, or a simulation's. */
export function LeftPane({ step, lessonId, captureIds }: LeftPaneProps) {
  if (step.left_content) {
    return <MarkupContent source={step.left_content} idPrefix={`step-${step.id}-left`} />;
  }
  const dataset = step.dataplot?.course_dataset;
  if (dataset || step.has_simulation) {
    // The simulation itself is in the step's content; its runs reach the data tool as messages.
    const props = dataset
      ? { lessonId, stepId: step.id, ...(captureIds ? { captureIds } : {}) }
      : { simulation: true, ...(captureIds ? { captureIds } : {}) };
    return (
      <EmbeddedWidget
        widget="data-tool"
        props={props}
        label={dataset ? `Data tool: ${dataset.dataset_name}` : 'Data tool: simulation data'}
        testId="lesson-player.data-tool"
      />
    );
  }
  return null;
}
