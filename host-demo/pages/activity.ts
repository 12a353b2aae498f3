import type { Activity } from '../../src/api/schemas/dataset';
import { datasetPagePath, DATASETS_PATH } from './datasets';
import { escapeHtml, layout, slot, type PageContext } from './layout';

/** An activity's page in the product: /activity/{access_url}/ (the archived banner links here). */
export function activityPagePath(code: string): string {
  return `/activity/${encodeURIComponent(code)}/`;
}

export interface ActivityPageData {
  activity: Activity;
  /** The prompt; null when the user may not use the premium content it belongs to. */
  prompt: string | null;
  dataset: { code: string; name: string; isJunior: boolean } | null;
}

/** Spec section 6: the lock label's tooltip text for premium content. */
const PREMIUM_ONLY = 'Accessible for Premium Subscribers Only';

/**
 * `/activity/{access_url}/`: one activity, as the product's activity page shows it, with the
 * dataset-popups widget for its info popup and its Share (Direct Link and Email only).
 */
export function activityPage(ctx: PageContext, data: ActivityPageData): string {
  const { activity, prompt, dataset } = data;
  const datasetLine = dataset
    ? `<p>Dataset: <a href="${escapeHtml(datasetPagePath(dataset.code))}">${escapeHtml(dataset.name)}</a></p>`
    : '';
  const promptBlock =
    prompt === null
      ? `<p class="alert">${PREMIUM_ONLY}</p>`
      : `<p class="reading">${escapeHtml(prompt)}</p>`;
  return layout(ctx, {
    title: activity.activity_title,
    body: `<p><a href="${DATASETS_PATH}">All datasets</a></p>
<p class="badge-quiet">${escapeHtml(activity.activity_type)}</p>
${promptBlock}
${datasetLine}
${slot('dataset-popups-root', 'dataset-popups', { activity, isJunior: dataset?.isJunior ?? false })}`,
  });
}

/** The page of a deleted dataset: it says so rather than that there is no such page. */
export function deletedDatasetPage(ctx: PageContext, message: string): string {
  return layout(ctx, {
    title: 'Dataset deleted',
    withLoader: false,
    body: `<p role="status">${escapeHtml(message)}</p>
<p><a href="${DATASETS_PATH}">All datasets</a></p>`,
  });
}
