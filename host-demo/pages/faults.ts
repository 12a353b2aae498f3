import type { HostPage } from './hostPage';
import { layout, slot } from './layout';

/**
 * `/demo/faults/`: what a page shows when things go wrong. The config points one remote at a
 * manifest that does not exist, as a broken CDN deploy would.
 */
export const faultsPage: HostPage = {
  path: '/demo/faults/',
  title: 'Failure handling',
  description:
    'Invalid props, an unknown widget, a remote that fails to load, next to a working widget.',
  render(ctx) {
    return layout(ctx, {
      title: 'Failure handling',
      config: { remotes: { 'embed-dialog': `${ctx.staticUrl}missing-deploy/mf-manifest.json` } },
      body: `<div class="slot-grid">
<section class="card"><h2>Invalid props</h2>${slot('bad-props', 'lesson-player', { courseId: 'not-a-number' })}</section>
<section class="card"><h2>Unknown widget</h2>${slot('unknown-widget', 'no-such-widget', {})}</section>
<section class="card"><h2>Remote that fails to load</h2>${slot('broken-remote', 'embed-dialog', {})}</section>
<section class="card"><h2>Working widget</h2>${slot('working', 'feedback-dialog', { title: 'Failure handling' })}</section>
</div>`,
    });
  },
};
