import type { HostPage } from './hostPage';
import { layout, slot, escapeHtml, type PageContext } from './layout';
import { WIDGETS, type WidgetName } from '../../widgets/registry';
import { keyword } from './keywords';

/** The lesson of the demo data step (its step 6). */
export const DEMO_DATA_LESSON_ID = 3;

/** Demo props per widget, pointing at seeded content. */
export const DEMO_PROPS: Record<WidgetName, Record<string, unknown>> = {
  'lesson-player': { courseId: 1 },
  'dataset-popups': { datasetId: 1, courseDatasetId: 1 },
  'keyword-popover': { scope: '#main' },
  'reading-bar': { contentSelector: '#main' },
  'feedback-dialog': { title: 'All widgets demo page', content: '**Why?**', left_content: '_Map_' },
  'embed-dialog': { title: 'All widgets demo page', type: 'course', id: 1 },
  // Lesson 3 (Plot City Temperatures), step 6: a data step on World City Temperatures.
  'data-tool': { lessonId: DEMO_DATA_LESSON_ID, stepId: 6, captureIds: { a: 3, b: 6 } },
  'content-browser': {},
};

/**
 * The props a page renders for a widget. The data tool's captureIds name the user's own
 * record of the lesson, as a Django view would; a visitor's page keeps the placeholder, and
 * the server refuses a visitor's upload (the data tool says so).
 */
export function demoProps(widget: WidgetName, ctx: PageContext): Record<string, unknown> {
  if (widget !== 'data-tool' || ctx.captureOwnerId == null) return DEMO_PROPS[widget];
  return { ...DEMO_PROPS[widget], captureIds: { a: ctx.captureOwnerId, b: 6 } };
}

/** What each card is called, and what a visitor should know about a widget that may show nothing. */
export const CARD_TITLES: Record<WidgetName, string> = {
  'lesson-player': 'Lesson player',
  'dataset-popups': 'Dataset popups',
  'keyword-popover': 'Keyword popover',
  'reading-bar': 'Reading bar',
  'feedback-dialog': 'Feedback dialog (teachers)',
  'embed-dialog': 'Embed dialog',
  'data-tool': 'Data tool',
  'content-browser': 'Content browser',
};

/**
 * Widgets that need a full row: the course app lays out a drawer and two panes, the data tool
 * its graph beside the table.
 */
const WIDE = new Set<WidgetName>(['lesson-player', 'data-tool']);

/** Said on the cards of widgets that show nothing to students and visitors. */
const TEACHERS_ONLY =
  '<p>Teachers see a button here to send feedback on this page. Log in as a teacher to try it.</p>';

/** Server-rendered content some widgets act on, as the Django page around them would have. */
export const CARD_CONTENT: Partial<Record<WidgetName, string>> = {
  'feedback-dialog': TEACHERS_ONLY,
  'keyword-popover': `<p class="reading">Keywords: select ${keyword(5, 'latitude')} or ${keyword(3, 'median')} to read its definition.</p>`,
};

/** `/demo/all/`: every widget on one page, sharing one runtime. */
export const allWidgetsPage: HostPage = {
  path: '/demo/all/',
  title: 'All widgets',
  description: 'Every widget mounted together on one page, sharing one runtime.',
  render(ctx) {
    const cards = WIDGETS.map(
      (widget) =>
        `<section class="card${WIDE.has(widget) ? ' wide' : ''}" aria-labelledby="${widget}-title"><h2 id="${widget}-title">${CARD_TITLES[widget]}</h2>${CARD_CONTENT[widget] ?? ''}${slot(`${widget}-root`, widget, demoProps(widget, ctx))}</section>`,
    );
    return layout(ctx, {
      title: 'All widgets',
      body: `<p>Each card is a slot a Django template would write: an id, a widget name and JSON props.</p>
<div class="slot-grid">${cards.join('\n')}
<section class="card" aria-labelledby="queued-title"><h2 id="queued-title">Mounted by a queued call (teachers)</h2>${TEACHERS_ONLY}<div id="queued-feedback"></div></section></div>
<script nonce="${escapeHtml(ctx.nonce ?? '')}">
  // A call made before the loader has run: it is queued by the inline queue function and replayed, not lost.
  window.CoursesWidgets('mount', 'queued-feedback', 'feedback-dialog', { title: 'Mounted by a queued call' });
</script>`,
    });
  },
};
