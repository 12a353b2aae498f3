import { embedAccount } from './embedAccount';
import { escapeHtml, inlineScript, layout, slot, type PageContext } from './layout';

/** The largest CSV the upload takes; the server refuses more from the body's length. */
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'The CSV file is larger than 20 MB.';

export const DATASETS_PATH = '/datasets/';
/** Where an upload refused for its size lands: the list, saying so. */
export const UPLOAD_TOO_LARGE_PATH = '/datasets/?upload=too-large';

/** A dataset's page: its card and its whole table in the data tool. */
export function datasetPagePath(code: string): string {
  return `/tableview/dataset/${encodeURIComponent(code)}/`;
}

export interface DatasetListItem {
  code: string;
  name: string;
  cases: number;
  privacy: string;
  mine: boolean;
}

function datasetItem(item: DatasetListItem): string {
  const owner = item.mine
    ? ` · <span class="badge-quiet">Yours, ${escapeHtml(item.privacy)}</span>`
    : '';
  return `<li><a href="${escapeHtml(datasetPagePath(item.code))}">${escapeHtml(item.name)}</a>
<p>${item.cases.toLocaleString('en-US')} cases${owner}</p></li>`;
}

/**
 * The upload form, as the product's Django dataset uploader posts it: multipart with the
 * anti-forgery field. A small script refuses a file over the limit before it is sent.
 */
function uploadForm(ctx: PageContext): string {
  if (!ctx.username) {
    return `<p><a href="/demo/login/?next=${encodeURIComponent(DATASETS_PATH)}">Log in</a> to upload a dataset of your own.</p>`;
  }
  return `<form class="upload-form" method="post" action="/datasets/upload/" enctype="multipart/form-data">
  <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(ctx.csrfToken ?? '')}">
  <p><label for="upload-file">CSV file (at most 20 MB; the first row names the columns)</label>
  <input id="upload-file" name="file" type="file" accept=".csv,text/csv" required aria-describedby="upload-error"></p>
  <p><label for="upload-name">Dataset name (optional)</label>
  <input id="upload-name" name="dataset_name" type="text" maxlength="200"></p>
  <p id="upload-error" class="field-error" role="alert"></p>
  <button type="submit">Upload and open</button>
</form>
${inlineScript(
  ctx,
  `document.querySelector('.upload-form').addEventListener('submit',function(event){var file=document.getElementById('upload-file').files[0];var error=document.getElementById('upload-error');if(file&&file.size>${UPLOAD_LIMIT_BYTES}){event.preventDefault();error.textContent=${JSON.stringify(UPLOAD_TOO_LARGE)};}else{error.textContent='';}});`,
)}`;
}

/** `/datasets/`: every dataset the user may see, and the upload of a CSV of their own. */
export function datasetsPage(ctx: PageContext, datasets: DatasetListItem[], message = ''): string {
  const items = datasets.map(datasetItem).join('\n');
  return layout(ctx, {
    title: 'Datasets',
    withLoader: false,
    body: `${message ? `<p role="alert" class="alert">${escapeHtml(message)}</p>` : ''}
<p>Open any dataset to explore it in the data tool, or upload a table of your own.</p>
<h2>Upload a dataset</h2>
${uploadForm(ctx)}
<h2>All datasets</h2>
<ul class="page-list">${items}</ul>`,
  });
}

/**
 * `/tableview/dataset/{code}/`: the dataset's card and its whole table in the data tool;
 * framed, the chromeless `/embed/dataset/{code}/` for other sites' iframes.
 */
export function datasetTablePage(
  ctx: PageContext,
  dataset: { code: string; name: string },
  { framed = false } = {},
): string {
  return layout(ctx, {
    title: dataset.name,
    framed,
    body: `${framed ? embedAccount(ctx) : `<p><a href="${DATASETS_PATH}">All datasets</a></p>`}
<div class="slot-grid">
<section class="card dataset-card" aria-label="About this dataset">${slot('dataset-popups-root', 'dataset-popups', framed || ctx.partner ? { code: dataset.code } : { code: dataset.code, embedPath: '/embed/dataset/' })}</section>
<section class="card wide" aria-label="Explore the data">${slot('data-tool-root', 'data-tool', { datasetCode: dataset.code })}</section>
</div>${framed || ctx.partner ? '' : slot('embed-dialog-root', 'embed-dialog', { showButton: false })}`,
  });
}
