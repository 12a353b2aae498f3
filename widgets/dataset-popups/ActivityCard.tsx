import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, type Activity } from '@courses/runtime';
import { CardSection } from './CardSection';
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
    <CardSection label={`Activity: ${activity.activity_title}`} testId="dataset-popups.activity">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button variant="outlined" onClick={() => setPopup('info')}>
          Activity info
        </Button>
        <ShareButton user={user} onOpen={() => setPopup('share')} />
      </div>
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
    </CardSection>
  );
}
