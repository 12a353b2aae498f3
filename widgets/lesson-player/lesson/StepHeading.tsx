import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { VISUALLY_HIDDEN, type LessonStep } from '@courses/runtime';
import { StepDropdown, stepLabel } from './StepDropdown';
import { ViewHeading } from '../shell/viewHeading';

interface StepHeadingProps {
  title: string;
  /** What the window title names after the step: the lesson (and course). */
  pageContext: string;
  /** Sorted by order. */
  steps: readonly LessonStep[];
  stepIndex: number;
  onSelect: (step: LessonStep) => void;
  /** Shown between the title and the dropdown (the teacher's view marker). */
  children?: ReactNode;
}

/** The step's heading row: lesson title, 'Step N of M' dropdown. */
export function StepHeading(props: StepHeadingProps) {
  const { title, pageContext, steps, stepIndex, onSelect, children } = props;
  const label = stepLabel(stepIndex, steps.length);
  // Every step change moves focus to the step's heading (ViewHeading), so keyboard and
  // screen-reader users start reading the new step from its top.
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <ViewHeading
        pageTitle={`${label} – ${pageContext}`}
        viewKey={String(steps[stepIndex]?.id)}
        variant="h6"
        sx={{ flexGrow: 1 }}
      >
        {title}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {`, ${label}`}
        </Box>
      </ViewHeading>
      {children}
      <StepDropdown steps={steps} currentIndex={stepIndex} onSelect={onSelect} />
    </Box>
  );
}
