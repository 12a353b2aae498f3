import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Dataset } from '@courses/runtime';
import { activityHref } from './links';
import { ARCHIVED_MESSAGE } from './messages';

/** Spec section 8: an archived dataset says so, with the activities built on it. */
export function ArchivedBanner({ dataset }: { dataset: Dataset }) {
  if (!dataset.is_archived) return null;
  return (
    <Alert severity="warning" data-testid="dataset-popups.archived" sx={{ mb: 1.5 }}>
      {ARCHIVED_MESSAGE}
      {dataset.activities.length > 0 && (
        <Box
          component="ul"
          aria-label="Activities using this dataset"
          sx={{ m: 0, mt: 0.5, pl: 2.5 }}
        >
          {dataset.activities.map((activity) => (
            <li key={activity.id}>
              <Link href={activityHref(activity)} color="inherit">
                {activity.activity_title}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
