import { GuardedButton, TextButton } from '@courses/runtime';
import { TeacherOnlyChip } from './TeacherView';
import { LABELS } from './messages';
import { ensureStepStyles } from './stepStyles';

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

/** Previous, Next (or Check, Submit), Enroll for visitors of the course, Feedback for teachers. */
export function StepFooter(props: Props) {
  const { nextLabel, busy, showEnroll, showFeedback } = props;
  ensureStepStyles();
  return (
    <footer className="courses-step-footer">
      {showFeedback ? (
        <div className="courses-step-footer-start">
          <TeacherOnlyChip />
          <TextButton onClick={props.onFeedback}>{LABELS.feedback}</TextButton>
        </div>
      ) : null}
      <div className="courses-step-footer-end">
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
      </div>
    </footer>
  );
}
