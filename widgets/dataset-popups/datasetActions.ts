import type { AppConfig, Dataset, User } from '@courses/runtime';
import { editReviewHref, tableViewHref } from './links';
import { canDelete, canSeeHistory, isOwner, isStaff } from './permissions';

/** The dialogs the card and its actions menu open. */
export type DatasetPopup =
  'about' | 'vocabulary' | 'notes-history' | 'metadata' | 'share' | 'delete' | 'activity-info';

export type DatasetAction =
  | { kind: 'link'; label: string; href: string; newTab: boolean }
  | { kind: 'popup'; label: string; popup: DatasetPopup };

/**
 * The three-dot menu (spec section 2) for this user: Gsheet link with Google Drive access,
 * Table View, Edit/Review for the owner (View for everyone else), Notes/History and Metadata
 * Changes for teachers, Edit In Django on course datasets for staff, and Delete for the owner of
 * a user dataset (asked for a confirmation; DELETE /api/user-dataset/{code}/, docs/api.md).
 */
export function datasetActions(
  dataset: Dataset,
  user: User | null,
  config: AppConfig | null,
): DatasetAction[] {
  const actions: DatasetAction[] = [];
  if (config?.google && dataset.gdrive_url) {
    actions.push({ kind: 'link', label: 'Gsheet link', href: dataset.gdrive_url, newTab: true });
  }
  actions.push({ kind: 'link', label: 'Table View', href: tableViewHref(dataset), newTab: false });
  if (isOwner(user, dataset)) {
    actions.push({
      kind: 'link',
      label: 'Edit/Review',
      href: editReviewHref(dataset),
      newTab: false,
    });
  } else {
    actions.push({ kind: 'link', label: 'View', href: dataset.get_absolute_url, newTab: false });
  }
  if (canSeeHistory(user)) {
    actions.push({ kind: 'popup', label: 'Notes/History', popup: 'notes-history' });
    actions.push({ kind: 'popup', label: 'Metadata Changes', popup: 'metadata' });
  }
  if (dataset.is_course_dataset && dataset.admin_url && isStaff(user)) {
    actions.push({ kind: 'link', label: 'Edit In Django', href: dataset.admin_url, newTab: true });
  }
  if (canDelete(user, dataset)) actions.push({ kind: 'popup', label: 'Delete', popup: 'delete' });
  return actions;
}
