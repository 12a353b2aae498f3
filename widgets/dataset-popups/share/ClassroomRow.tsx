import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { GuardedButton, type Classroom } from '@courses/runtime';
import { CLASSROOM_SERVICE_NAMES, classLabel } from '@courses/runtime/classroom';
import type { ShareStatus } from './useClassroomShares';

const BUTTON_TEXT: Record<ShareStatus, string> = {
  idle: 'Share',
  sharing: 'Sharing...',
  shared: 'Shared',
};

// The visible word first, so speech control by the visible label still works.
const BUTTON_NAME: Record<ShareStatus, (label: string) => string> = {
  idle: (label) => `Share with ${label}`,
  sharing: (label) => `Sharing with ${label}`,
  shared: (label) => `Shared with ${label}`,
};

export interface ClassroomRowProps {
  classroom: Classroom;
  status: ShareStatus;
  /** `button` is the row's button, which the access question gives focus back to. */
  onShare: (button: HTMLButtonElement) => void;
}

/** One class and its share button: idle, sharing, shared (then disabled) — spec section 4. */
export function ClassroomRow({ classroom, status, onShare }: ClassroomRowProps) {
  const label = classLabel(classroom);
  return (
    <ListItem
      divider
      secondaryAction={
        <GuardedButton
          variant={status === 'idle' ? 'contained' : 'outlined'}
          size="small"
          disabled={status !== 'idle'}
          onClick={(event) => onShare(event.currentTarget)}
          aria-label={BUTTON_NAME[status](label)}
          style={{ minWidth: 104 }}
        >
          {BUTTON_TEXT[status]}
        </GuardedButton>
      }
      sx={{ pr: 16 }}
    >
      <ListItemText primary={label} secondary={CLASSROOM_SERVICE_NAMES[classroom.provider]} />
    </ListItem>
  );
}
