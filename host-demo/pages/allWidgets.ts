import type { HostPage } from './index';
import { layout, slot } from './layout';
import { WIDGETS, type WidgetName } from '../../widgets/registry';

/** Demo props per widget, pointing at seeded content. */
export const DEMO_PROPS: Record<WidgetName, Record<string, unknown>> = {
  'lesson-player': { courseId: 1 },
  'dataset-popups': { datasetId: 1 },
  'keyword-popover': { scope: '#main' },
  'reading-bar': { contentSelector: '#main' },
  'feedback-dialog': { title: 'All widgets demo page', content: '**Why?**', left_content: '_Map_' },
  'embed-dialog': { title: 'All widgets demo page', type: 'course', id: 1 },
  'data-tool': { datasetId: 1 },
};

/** `/demo/all/`: every widget on one page, sharing one runtime. */
export const allWidgetsPage: HostPage = {
  path: '/demo/all/',
  title: 'All widgets',
  description: 'Every widget mounted together on one page, sharing one runtime.',
  render(ctx) {
    const cards = WIDGETS.map(
      (widget) =>
        `<section class="card" aria-label="${widget} slot">${slot(`${widget}-root`, widget, DEMO_PROPS[widget])}</section>`,
    );
    return layout(ctx, {
      title: 'All widgets',
      body: `<p>Each card is a slot a Django template would write: an id, a widget name and JSON props.</p>
<div class="slot-grid">${cards.join('\n')}
<section class="card" aria-label="queued slot"><div id="queued-feedback"></div></section></div>
<script>
  // A call made before the loader has run: it is queued by the stub and replayed, not lost.
  window.CoursesWidgets('mount', 'queued-feedback', 'feedback-dialog', { title: 'Mounted by a queued call' });
</script>`,
    });
  },
};
