import { useAtomValue } from 'jotai';
import Typography from '@mui/material/Typography';
import { WidgetFrame, currentUserAtom } from '@courses/runtime';
import type { FeedbackDialogProps } from './props';

export function FeedbackDialog(_props: FeedbackDialogProps) {
  const user = useAtomValue(currentUserAtom);
  return (
    <WidgetFrame title="Feedback" testId="feedback-dialog.frame">
      <Typography variant="body2">Tell us what works and what does not.</Typography>
      <Typography variant="body2" color="text.secondary">
        {user ? `Signed in as ${user.username}` : 'Visitor'}
      </Typography>
    </WidgetFrame>
  );
}
