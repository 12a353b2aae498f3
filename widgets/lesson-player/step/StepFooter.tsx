import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { GuardedButton } from '@courses/runtime';
import { TeacherOnlyChip } from './TeacherView';
import { LABELS } from './messages';

export type NextLabel = typeof LABELS.next | typeof LABELS.check | typeof LABELS.submit;

interface Props {
  nextLabel: NextLabel;
  busy: boolean;
  showEnroll: boolean;
  showFeedback: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onEnroll: () => void;
  onFeedback: () => void;
}

/** The footer's band under a step; the builder's step editor has the same. */
export const STEP_FOOTER_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1,
  pt: 2,
  mt: 2,
  borderTop: 1,
  borderColor: 'divider',
} as const;

/** Previous, Next (or Check, Submit), Enroll for visitors of the course, Feedback for teachers. */
export function StepFooter(props: Props) {
  const { nextLabel, busy, showEnroll, showFeedback } = props;
  return (
    <Box component="footer" sx={STEP_FOOTER_SX}>
      {showFeedback ? (
        <Box sx={{ mr: 'auto', display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <TeacherOnlyChip />
          <Link component="button" type="button" onClick={props.onFeedback}>
            {LABELS.feedback}
          </Link>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        {showEnroll ? (
          <GuardedButton variant="outlined" onClick={props.onEnroll}>
            {LABELS.enroll}
          </GuardedButton>
        ) : null}
        <GuardedButton variant="outlined" busy={busy} onClick={props.onPrevious}>
          {LABELS.previous}
        </GuardedButton>
        <GuardedButton variant="contained" busy={busy} onClick={props.onNext}>
          {nextLabel}
        </GuardedButton>
      </Box>
    </Box>
  );
}
