import type { Activity, Dataset } from '@courses/runtime';

/**
 * Path prefix of the junior edition. The real value carries the product brand (spec section 9
 * omits it); junior content links stay inside that edition.
 */
export const JR_PATH_PREFIX = '/jr';

export function tableViewHref(dataset: Dataset): string {
  return `/tableview/dataset/${encodeURIComponent(dataset.access_url)}/`;
}

export function editReviewHref(dataset: Dataset): string {
  return `/dataset-uploader/partner/${dataset.id}/review/?from=/datasets/&update=1`;
}

/** /search/?q={tag}, under the junior prefix for junior content. */
export function tagSearchHref(tag: string, isJunior: boolean): string {
  return `${isJunior ? JR_PATH_PREFIX : ''}/search/?q=${encodeURIComponent(tag)}`;
}

/** An activity's page in the product (outside the course app). */
export function activityHref(activity: Activity): string {
  return `/activity/${encodeURIComponent(activity.access_url)}/`;
}
