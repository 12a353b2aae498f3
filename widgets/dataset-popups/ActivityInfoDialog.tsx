import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Activity } from '@courses/runtime';
import { formatDate } from './formatDate';
import { activityHref } from './links';
import { PopupDialog, type PopupProps } from './PopupDialog';

interface ActivityInfoDialogProps extends PopupProps {
  /** The activity shown; the dialog stays mounted (closed) while none is chosen. */
  activity: Activity | null;
  /** Off on the activity's own page, which needs no link to itself. */
  linkToPage?: boolean;
}

/** Spec section 2: the activity info popup, with the fields of spec section 3. */
export function ActivityInfoDialog({
  open,
  onClose,
  activity,
  linkToPage = true,
  returnFocusTo,
}: ActivityInfoDialogProps) {
  const rows: [string, string][] = activity
    ? [
        ['Type', activity.activity_type],
        ['Created by', activity.created_by],
        ['Source', activity.source],
        ['Last updated', formatDate(activity.modified_at)],
      ]
    : [];
  return (
    <PopupDialog
      open={open && activity !== null}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title={activity ? `Activity info: ${activity.activity_title}` : 'Activity info'}
      testId="dataset-popups.activity-info"
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
      {activity && linkToPage ? (
        <Typography sx={{ mt: 2 }}>
          <Link href={activityHref(activity)}>Open the activity</Link>
        </Typography>
      ) : null}
    </PopupDialog>
  );
}
