import type { HostPage } from './hostPage';
import { layout, slot, escapeHtml } from './layout';

/**
 * `/demo/simulation/`: a simulation step as a Django page would lay it out: the simulation in
 * an iframe and the data tool waiting for its runs (window.postMessage on the page's origin).
 */
export const simulationDemoPage: HostPage = {
  path: '/demo/simulation/',
  title: 'Simulation and data tool',
  description: 'Run a simulation and explore each run in the data tool.',
  render(ctx) {
    return layout(ctx, {
      title: 'Simulation and data tool',
      body: `<p>Each run of the simulation posts its data to this page; the data tool shows the latest run.</p>
<div class="slot-grid">
<section class="card wide" aria-labelledby="simulation-title"><h2 id="simulation-title">Simulation</h2>
<iframe src="/demo/assets/simulations/daily-temperatures.html" title="Daily temperatures simulation" width="640" height="330" style="max-width:100%;border:0"></iframe></section>
<section class="card wide" aria-labelledby="data-tool-title"><h2 id="data-tool-title">Your data</h2>
${slot('data-tool-root', 'data-tool', { simulation: true })}
<p>Last plot state the data tool reported (<code>courses:plot-state</code>): <output id="plot-state-log">none yet</output></p></section>
</div>
<script nonce="${escapeHtml(ctx.nonce ?? '')}">
  // What a host (the lesson player) follows: the plot state and the columns of the data.
  document.getElementById('data-tool-root').addEventListener('courses:plot-state', function (event) {
    document.getElementById('plot-state-log').textContent = JSON.stringify(event.detail);
  });
</script>`,
    });
  },
};
