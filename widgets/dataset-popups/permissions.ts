import type { AppConfig, Dataset, User } from '@courses/runtime';

/** Spec section 6: the dataset owner is computed by author id. */
export function isOwner(user: User | null, dataset: Dataset): boolean {
  return user !== null && user.id === dataset.author.id;
}

export function isStaff(user: User | null): boolean {
  return user !== null && (user.is_staff || user.is_superuser);
}

/** Students cannot see the dataset tag panels in the About popup. */
export function canSeeTags(user: User | null): boolean {
  return user?.type !== 'student';
}

/** Premium teachers on the non-alternate app see the csv link in the About popup. */
export function canSeeCsvLink(user: User | null, config: AppConfig | null): boolean {
  return user?.type === 'teacher' && user.is_premium && config !== null && !config.isDoctrina;
}

/** Staff notes, history and metadata changes: for teachers, who curate datasets. */
export function canSeeHistory(user: User | null): boolean {
  return user?.type === 'teacher';
}

/**
 * Delete is the owner's alone (spec section 2), staff included, and for user datasets: product
 * datasets are retired by archiving, so courses that use them keep working.
 */
export function canDelete(user: User | null, dataset: Dataset): boolean {
  return isOwner(user, dataset) && dataset.is_user_dataset;
}
