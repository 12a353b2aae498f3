import type { ReviewStatus } from '../api/schemas/contentBuilder';

/**
 * Who may see an activity made in the content builder (issue 23): one rule for the widgets and
 * the development server, so a listing, a page and an API call never disagree.
 *
 * A published activity is everybody's (premium and private-dataset rules still apply on top).
 * Until it is published (a draft, or in review) it is its author's work: only the author,
 * staff and superusers, and the students of the classes it was assigned to may open it, and
 * no public listing (the content browser, a dataset's activities) names it.
 */

/** What the rule reads of an activity. */
export interface ActivityVisibility {
  review_status: ReviewStatus;
  /** The author (the activity's asked_by). */
  author_id: number;
}

/** What the rule reads of the person asking (null: a visitor). */
export interface ActivityViewer {
  id: number;
  is_staff: boolean;
  is_superuser: boolean;
}

export function isPublished(activity: Pick<ActivityVisibility, 'review_status'>): boolean {
  return activity.review_status === 'published';
}

/** Whether a public listing (seen by every visitor) may name the activity. */
export function isListedPublicly(activity: Pick<ActivityVisibility, 'review_status'>): boolean {
  return isPublished(activity);
}

/**
 * Whether `viewer` may open the activity (its page, its lesson, its shares and history).
 * `assignedToViewer`: the activity was assigned to a class the viewer is a student of.
 */
export function canOpenActivity(
  activity: ActivityVisibility,
  viewer: ActivityViewer | null,
  assignedToViewer: boolean,
): boolean {
  if (isPublished(activity)) return true;
  if (!viewer) return false;
  if (viewer.id === activity.author_id || viewer.is_staff || viewer.is_superuser) return true;
  return assignedToViewer;
}
