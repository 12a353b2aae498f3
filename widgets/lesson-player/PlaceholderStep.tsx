import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MarkupContent } from '@courses/runtime/markup';
import type { StepViewProps } from './stepContract';

/** The step's content with Previous and Next, until the full step view is in place. */
export function PlaceholderStep({ step, stepIndex, onPrevious, onNext }: StepViewProps) {
  return (
    <Box>
      <MarkupContent source={step.content} idPrefix={`step-${step.id}`} />
      <Box component="footer" sx={{ display: 'flex', gap: 1, mt: 3 }}>
        <Button variant="outlined" onClick={onPrevious} disabled={stepIndex < 0}>
          Previous
        </Button>
        <Button variant="contained" onClick={onNext}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
