import { useAtomValue } from 'jotai';
import Typography from '@mui/material/Typography';
import { WidgetFrame, currentUserAtom } from '@courses/runtime';
import type { DatasetPopupsProps } from './props';

export function DatasetPopups(_props: DatasetPopupsProps) {
  const user = useAtomValue(currentUserAtom);
  return (
    <WidgetFrame title="Dataset" testId="dataset-popups.frame">
      <Typography variant="body2">
        About, vocabulary, notes, history and sharing of a dataset.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {user ? `Signed in as ${user.username}` : 'Visitor'}
      </Typography>
    </WidgetFrame>
  );
}
