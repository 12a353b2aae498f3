import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN, type LessonStep } from '@courses/runtime';
import { StepDropdown, stepLabel } from './StepDropdown';

interface StepHeadingProps {
  title: string;
  /** Sorted by order. */
  steps: readonly LessonStep[];
  stepIndex: number;
  onSelect: (step: LessonStep) => void;
  /** Shown between the title and the dropdown (the teacher's view marker). */
  children?: ReactNode;
}

/** The step's heading row: lesson title, 'Step N of M' dropdown. */
export function StepHeading({ title, steps, stepIndex, onSelect, children }: StepHeadingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepId = steps[stepIndex]?.id;

  // Every step change moves focus to the step's heading, so keyboard and screen-reader users
  // start reading the new step from its top.
  useEffect(() => {
    headingRef.current?.focus();
  }, [stepId]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography
        component="h1"
        variant="h6"
        ref={headingRef}
        tabIndex={-1}
        sx={{ flexGrow: 1, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
      >
        {title}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {`, ${stepLabel(stepIndex, steps.length)}`}
        </Box>
      </Typography>
      {children}
      <StepDropdown steps={steps} currentIndex={stepIndex} onSelect={onSelect} />
    </Box>
  );
}
