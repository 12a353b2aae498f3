import { useAtomValue } from 'jotai';
import Typography from '@mui/material/Typography';
import { WidgetFrame, currentUserAtom } from '@courses/runtime';
import type { LessonPlayerProps } from './props';

export function LessonPlayer(_props: LessonPlayerProps) {
  const user = useAtomValue(currentUserAtom);
  return (
    <WidgetFrame title="Lesson player" testId="lesson-player.frame">
      <Typography variant="body2">Courses, modules, lessons and their steps.</Typography>
      <Typography variant="body2" color="text.secondary">
        {user ? `Signed in as ${user.username}` : 'Visitor'}
      </Typography>
    </WidgetFrame>
  );
}
