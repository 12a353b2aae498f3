import { useAtomValue } from 'jotai';
import Typography from '@mui/material/Typography';
import { WidgetFrame, currentUserAtom } from '@courses/runtime';
import type { DataToolProps } from './props';

export function DataTool(_props: DataToolProps) {
  const user = useAtomValue(currentUserAtom);
  return (
    <WidgetFrame title="Data tool" testId="data-tool.frame">
      <Typography variant="body2">Explore and graph a dataset.</Typography>
      <Typography variant="body2" color="text.secondary">
        {user ? `Signed in as ${user.username}` : 'Visitor'}
      </Typography>
    </WidgetFrame>
  );
}
