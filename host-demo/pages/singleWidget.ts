import type { HostPage } from './hostPage';
import { escapeHtml, layout, slot } from './layout';
import { CARD_CONTENT, CARD_TITLES, demoProps } from './allWidgets';
import { isWidgetName, type WidgetName } from '../../widgets/registry';

export const SINGLE_WIDGET_PREFIX = '/demo/widget/';

/** One line per widget: what its page shows. */
const WIDGET_SUMMARIES: Record<WidgetName, string> = {
  'lesson-player': 'The course app: the climate course with its modules, lessons and steps.',
  'dataset-popups':
    'The card of the World City Temperatures dataset, with its About, Vocabulary, history and sharing popups.',
  'keyword-popover':
    'Keyword definitions: select a keyword in the text below to read its definition.',
  'reading-bar': 'Reading support for this page: text size, translation and read aloud.',
  'feedback-dialog': 'The feedback form teachers open from a lesson (log in as a teacher).',
  'embed-dialog': 'The embed code of the climate course, to paste into another site.',
  'data-tool':
    'The data tool on a lesson step of World City Temperatures: a table and a graph to build.',
  'content-browser':
    'Courses, activities, data stories and datasets: the recently published, then by subject.',
};

/** `/demo/widget/{name}/`: one widget alone on a page, as a small Django page would mount it. */
export const singleWidgetPage: HostPage = {
  path: SINGLE_WIDGET_PREFIX,
  title: 'One widget',
  description: 'A page with a single widget.',
  listed: false,
  render(ctx) {
    const name = ctx.path.slice(SINGLE_WIDGET_PREFIX.length).replace(/\/$/, '');
    if (!isWidgetName(name)) {
      return layout(ctx, {
        title: 'One widget',
        body: `<p>There is no widget named “${escapeHtml(name)}”.</p>`,
      });
    }
    const mount = slot(`${name}-root`, name, demoProps(name, ctx));
    return layout(ctx, {
      title: CARD_TITLES[name],
      body: `<p>${escapeHtml(WIDGET_SUMMARIES[name])}</p>
<details class="snippet"><summary>The snippet that mounts it</summary>
<p>With the loader snippet of the page head (README, "Mounting a widget from a Django template"), this element is all a template adds:</p>
<pre><code>${escapeHtml(mount)}</code></pre></details>
${CARD_CONTENT[name] ?? ''}${mount}`,
    });
  },
};
