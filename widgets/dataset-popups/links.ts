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

/** /insert-data-instance/{access_url}/: the dataset opened in a new data tool instance. */
export function insertDataHref(dataset: Dataset): string {
  return `/insert-data-instance/${encodeURIComponent(dataset.access_url)}/`;
}

/** The product's list of datasets, where a deleted dataset's card sends the reader. */
export const DATASETS_PATH = '/datasets/';

/** The demo's login page; a Django page would pass its own login URL here. */
export const LOGIN_PATH = '/demo/login/';

/** The login page, coming back to this page afterwards. */
export function loginHref(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  return `${LOGIN_PATH}?next=${encodeURIComponent(location.pathname + location.search)}`;
}
