import { useAtomValue } from 'jotai';
import Typography from '@mui/material/Typography';
import { WidgetFrame, currentUserAtom } from '@courses/runtime';
import type { EmbedDialogProps } from './props';

export function EmbedDialog(_props: EmbedDialogProps) {
  const user = useAtomValue(currentUserAtom);
  return (
    <WidgetFrame title="Embed" testId="embed-dialog.frame">
      <Typography variant="body2">Copy frame code or a link to this content.</Typography>
      <Typography variant="body2" color="text.secondary">
        {user ? `Signed in as ${user.username}` : 'Visitor'}
      </Typography>
    </WidgetFrame>
  );
}
