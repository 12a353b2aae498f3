import type { HostPage } from './hostPage';
import { inlineScript, layout, slot } from './layout';
import { monitorPage } from './monitor';

/** Where this page's reports go: the demo's collector (host-demo/server/routes/reports.ts). */
const REPORTS_URL = '/demo/monitor/reports';

/**
 * A widget that throws while rendering, made with the page's own runtime (the one every widget
 * shares, read from the federation share scope) and mounted in its slot: its error boundary
 * shows the failure there, and the page's report names it.
 */
const CRASHING_WIDGET = `CoursesWidgets('ready', function () {
  var instance = window.__FEDERATION__.__INSTANCES__[0];
  Promise.all([instance.loadShare('@courses/runtime'), instance.loadShare('@courses/runtime/valibot')]).then(function (shared) {
    var runtime = shared[0](), v = shared[1]();
    var mount = runtime.defineWidget({ name: 'crash-demo', props: v.object({}), Component: function () { throw new TypeError('The crash demo widget failed while rendering'); } });
    mount(document.getElementById('crashing-widget'), {});
  });
});`;

/**
 * `/demo/faults/`: what a page shows when things go wrong. The config points one remote at a
 * manifest that does not exist, as a broken CDN deploy would; a lesson that does not exist
 * makes its API calls fail; a widget throws while rendering. The page reports all of it, with
 * its web vitals, to the demo's collector: /demo/monitor/ shows the reports.
 */
export const faultsPage: HostPage = {
  path: '/demo/faults/',
  title: 'Failure handling',
  description:
    'Invalid props, an unknown widget, a remote that fails to load, a failing API call and a crash, next to a working widget; reported to the monitor.',
  render(ctx) {
    return layout(ctx, {
      title: 'Failure handling',
      config: {
        remotes: { 'embed-dialog': `${ctx.staticUrl}missing-deploy/mf-manifest.json` },
        report: REPORTS_URL,
      },
      body: `<p>This page reports what fails here to the demo's collector: see <a href="${monitorPage.path}">${monitorPage.title}</a>.</p>
<div class="slot-grid">
<section class="card"><h2>Invalid props</h2>${slot('bad-props', 'lesson-player', { courseId: 'not-a-number' })}</section>
<section class="card"><h2>Unknown widget</h2>${slot('unknown-widget', 'no-such-widget', {})}</section>
<section class="card"><h2>Remote that fails to load</h2>${slot('broken-remote', 'embed-dialog', {})}</section>
<section class="card"><h2>Working widget</h2>${slot('working', 'feedback-dialog', { title: 'Failure handling' })}</section>
<section class="card"><h2>A lesson that does not exist</h2>${slot('missing-lesson', 'lesson-player', { basePath: '/demo/faults/', lessonId: 999999 })}</section>
<section class="card"><h2>A widget that crashes</h2><div id="crashing-widget"></div></section>
</div>
${inlineScript(ctx, CRASHING_WIDGET)}`,
    });
  },
};
