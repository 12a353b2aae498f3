import { useAtomValue } from 'jotai';
import Typography from '@mui/material/Typography';
import { WidgetFrame, currentUserAtom } from '@courses/runtime';
import type { KeywordPopoverProps } from './props';

export function KeywordPopover(_props: KeywordPopoverProps) {
  const user = useAtomValue(currentUserAtom);
  return (
    <WidgetFrame title="Keywords" testId="keyword-popover.frame">
      <Typography variant="body2">Definitions of the keywords marked in the content.</Typography>
      <Typography variant="body2" color="text.secondary">
        {user ? `Signed in as ${user.username}` : 'Visitor'}
      </Typography>
    </WidgetFrame>
  );
}
