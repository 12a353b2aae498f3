import { dataToolSpace, type LessonStep } from '@courses/runtime';
import { MarkupContent } from '@courses/runtime/markup';
import type { DataEnvironment } from './dataEnvironment';
import { DatasetInfoButtons } from './DatasetInfoButtons';
import { EmbeddedWidget } from '../shell/EmbeddedWidget';

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
  /** The previous step's data and plot, for a step that continues them (continue_dataenv). */
  carried?: DataEnvironment | null;
}

/**
 * The step's left pane: its content, the data tool on the step's data, or both for a
 * simulation step: the simulation (in the left content) above the tool its runs fill.
 */
export function LeftPane({ step, lessonId, captureIds, carried }: LeftPaneProps) {
  const courseDataset = step.dataplot?.course_dataset;
  // The dataset the step uses has its About and Vocabulary, whatever the pane shows.
  const info = courseDataset ? <DatasetInfoButtons dataset={courseDataset} /> : null;
  const content = step.left_content ? (
    <MarkupContent source={step.left_content} idPrefix={`step-${step.id}-left`} />
  ) : null;
  // A simulation step shows both; otherwise the pane is content or data tool (spec section 2).
  const dataset = step.has_simulation ? undefined : courseDataset;
  if (!step.has_simulation && (content || !dataset)) {
    return info ? (
      <>
        {info}
        {content}
      </>
    ) : (
      content
    );
  }
  const upload = captureIds ? { captureIds } : {};
  const plot = carried?.plotState ? { plotState: carried.plotState } : {};
  const props = dataset
    ? { lessonId, stepId: step.id, ...plot, ...upload }
    : {
        simulation: true,
        ...(carried?.table ? { dataset: carried.table } : {}),
        ...plot,
        ...upload,
      };
  return (
    <>
      {info}
      {content}
      <EmbeddedWidget
        widget="data-tool"
        props={props}
        label={dataset ? `Data tool: ${dataset.dataset_name}` : 'Data tool: simulation data'}
        testId="lesson-player.data-tool"
        reserve={dataToolSpace}
      />
    </>
  );
}
