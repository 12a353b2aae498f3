import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useAtomValue } from 'jotai';
import type { Activity } from '@courses/runtime';
import { activityHref } from './links';
import { userOrNullAtom } from './pageState';
import { ShareButton } from './share/ShareButton';
import { ActivityInfoDialog, ShareDialog } from './lazyDialogs';

interface ActivityCardProps {
  activity: Activity;
  isJunior: boolean;
}

/**
 * An activity's page controls: its info popup and Share, which for an activity has the Direct
 * Link and Email tabs only (spec section 6). The page around it shows the title and prompt.
 */
export function ActivityCard({ activity, isJunior }: ActivityCardProps) {
  const user = useAtomValue(userOrNullAtom);
  const [popup, setPopup] = useState<'info' | 'share' | null>(null);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={`Activity: ${activity.activity_title}`}
      sx={{ p: 2 }}
      data-testid="dataset-popups.activity"
    >
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setPopup('info')}>
          Activity info
        </Button>
        <ShareButton user={user} onOpen={() => setPopup('share')} />
      </Stack>
      <ActivityInfoDialog
        open={popup === 'info'}
        onClose={() => setPopup(null)}
        activity={activity}
        linkToPage={false}
      />
      <ShareDialog
        open={popup === 'share'}
        onClose={() => setPopup(null)}
        content={{
          type: 'activity',
          id: activity.id,
          title: activity.activity_title,
          url: activityHref(activity),
          isJunior,
        }}
      />
    </Paper>
  );
}
