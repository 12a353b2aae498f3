import { Alert, TextLink, type Dataset } from '@courses/runtime';
import { activityHref } from './links';
import { ARCHIVED_MESSAGE } from './messages';

/** Spec section 8: an archived dataset says so, with the activities built on it. */
export function ArchivedBanner({ dataset }: { dataset: Dataset }) {
  if (!dataset.is_archived) return null;
  return (
    <Alert severity="warning" data-testid="dataset-popups.archived" style={{ marginBottom: 12 }}>
      {ARCHIVED_MESSAGE}
      {dataset.activities.length > 0 && (
        <ul
          aria-label="Activities using this dataset"
          style={{ margin: 0, marginTop: 4, paddingLeft: 20 }}
        >
          {dataset.activities.map((activity) => (
            <li key={activity.id}>
              {/* In the banner's own dark ink, which keeps its contrast on the tint. */}
              <TextLink
                href={activityHref(activity)}
                style={{ color: 'inherit', textDecorationColor: 'currentColor' }}
              >
                {activity.activity_title}
              </TextLink>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
