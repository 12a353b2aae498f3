import type { HostPage } from './hostPage';
import { escapeHtml, layout, slot } from './layout';
import { WIDGETS, WIDGET_SETS } from '../../widgets/registry';
import { SINGLE_WIDGET_PREFIX } from './singleWidget';
import { DEMO_PROPS } from './allWidgets';
import { DATASETS_PATH } from './datasets';

/** The home page's content browser slot. */
export const CONTENT_BROWSER_SLOT_ID = 'content-browser-root';

function pageList(pages: readonly HostPage[]): string {
  const items = pages
    .filter((page) => page.listed !== false)
    .map(
      (page) =>
        `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a><p>${escapeHtml(page.description)}</p></li>`,
    )
    .join('\n');
  const singles = WIDGETS.map((w) => `<a href="${SINGLE_WIDGET_PREFIX}${w}/">${w}</a>`).join(' · ');
  return `<ul class="page-list">${items}
<li><a href="${DATASETS_PATH}">Datasets</a><p>Every dataset you may see, and a CSV of your own uploaded: each opens in the data tool.</p></li>
<li><strong>One widget alone on a page</strong><p>${singles}</p></li></ul>`;
}

/**
 * `/`: the index of demo pages (those `pages()` returns); on the partner host, the partner's
 * own landing page.
 */
export const createHomePage = (pages: () => readonly HostPage[]): HostPage => ({
  path: '/',
  title: 'Courses demo',
  description: 'Every demo page.',
  listed: false,
  render(ctx) {
    if (ctx.partner) {
      const slots = WIDGET_SETS.partner.map(
        (widget) =>
          `<section class="card">${slot(`partner-${widget}`, widget, DEMO_PROPS[widget])}</section>`,
      );
      return layout(ctx, {
        title: 'Partner courses',
        body: `<p>The partner variant: this host loads the partner widget set (${WIDGET_SETS.partner.join(', ')}).</p>
<div class="slot-grid">${slots.join('\n')}</div>
<h2>Demo pages</h2>${pageList(pages())}`,
      });
    }
    // The content browser, mounted by DOM id as a Django dashboard template would.
    return layout(ctx, {
      title: 'Courses demo',
      body: `<p>Host pages that stand in for the Django templates. Each mounts widgets by DOM id through the page loader.
Open the same port on 127.0.0.1 instead of localhost to see the partner variant.</p>
<div class="card home-browser">${slot(CONTENT_BROWSER_SLOT_ID, 'content-browser', { title: 'Browse content' })}</div>
<h2>Demo pages</h2>
${pageList(pages())}`,
    });
  },
});
