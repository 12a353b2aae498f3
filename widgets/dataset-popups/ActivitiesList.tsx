import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Activity } from '@courses/runtime';
import { InfoIcon } from './icons';
import { activityHref } from './links';

interface ActivitiesListProps {
  activities: Activity[];
  /** `from` is the info button: the popup gives focus back to it. */
  onInfo: (activity: Activity, from: HTMLElement) => void;
}

/** The activities built on the dataset: each links to its page and opens its info popup. */
export function ActivitiesList({ activities, onInfo }: ActivitiesListProps) {
  if (activities.length === 0) return null;
  return (
    <Box component="section" aria-label="Activities" sx={{ mt: 2 }}>
      <Typography component="h4" variant="subtitle2">
        Activities
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {activities.map((activity) => (
          <Box
            component="li"
            key={activity.id}
            sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <Link href={activityHref(activity)}>{activity.activity_title}</Link>
            <IconButton
              size="small"
              aria-label={`Activity info: ${activity.activity_title}`}
              onClick={(event) => onInfo(activity, event.currentTarget)}
            >
              <InfoIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
