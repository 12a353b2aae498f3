import { useAtomValue } from 'jotai';
import Typography from '@mui/material/Typography';
import { WidgetFrame, currentUserAtom } from '@courses/runtime';
import type { ReadingBarProps } from './props';

export function ReadingBar(_props: ReadingBarProps) {
  const user = useAtomValue(currentUserAtom);
  return (
    <WidgetFrame title="Reading support" testId="reading-bar.frame">
      <Typography variant="body2">Text size, translation and read-aloud.</Typography>
      <Typography variant="body2" color="text.secondary">
        {user ? `Signed in as ${user.username}` : 'Visitor'}
      </Typography>
    </WidgetFrame>
  );
}
