import { IconButton, Text, TextLink, type Activity } from '@courses/runtime';
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
    <section aria-label="Activities" style={{ marginTop: 16 }}>
      <Text component="h4" variant="subtitle2">
        Activities
      </Text>
      <ul style={{ margin: 0, padding: 0 }}>
        {activities.map((activity) => (
          <li
            key={activity.id}
            style={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 4 }}
          >
            <TextLink href={activityHref(activity)}>{activity.activity_title}</TextLink>
            <IconButton
              size="small"
              aria-label={`Activity info: ${activity.activity_title}`}
              onClick={(event) => onInfo(activity, event.currentTarget)}
            >
              <InfoIcon />
            </IconButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
