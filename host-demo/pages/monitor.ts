import type { HostPage } from './hostPage';
import { inlineScript, layout } from './layout';

/** How often the monitor asks the collector for new reports. */
const POLL_MS = 1500;

/**
 * Polls the collector and adds one row per event, newest first. Every value is set as text,
 * never as markup: reports come from any page and are untrusted.
 */
const MONITOR_SCRIPT = `(function(){
var after=0,total=0,rows=document.getElementById('report-rows'),status=document.getElementById('report-status');
function cell(row,text){var td=document.createElement('td');td.textContent=text==null?'':String(text);row.appendChild(td);}
function detail(e){
if(e.type==='vital')return e.name+' '+e.value+' ('+e.rating+')';
if(e.type==='api-failure')return e.method+' '+e.path+' '+(e.status==null?'no answer':e.status)+' ('+e.kind+')';
return e.error.name+': '+e.error.message;}
function poll(){fetch('/demo/monitor/reports?after='+after,{headers:{Accept:'application/json'}}).then(function(r){return r.json();}).then(function(body){
body.reports.forEach(function(received){after=received.seq;received.report.events.forEach(function(e){
var row=document.createElement('tr');row.dataset.type=e.type;
cell(row,received.receivedAt.slice(11,19));cell(row,received.report.release);cell(row,received.report.page);cell(row,e.type);
cell(row,(e.widget||'')+(e.slot?' #'+e.slot:''));cell(row,detail(e));cell(row,e.count);
rows.insertBefore(row,rows.firstChild);total+=1;});});
status.textContent=total+(total===1?' event':' events')+' received.';
}).catch(function(){status.textContent='The collector did not answer; trying again.';}).then(function(){setTimeout(poll,${POLL_MS});});}
poll();})();`;

/** `/demo/monitor/`: the reports pages send to the demo's collector, as they arrive. */
export const monitorPage: HostPage = {
  path: '/demo/monitor/',
  title: 'Field reports',
  description:
    'Failed loads, render errors, failed calls and web vitals reported by pages, live (the failure handling page sends some).',
  render(ctx) {
    return layout(ctx, {
      title: 'Field reports',
      withLoader: false,
      body: `<p>Pages that set <code>report</code> in <code>COURSES_CONFIG</code> send their reports to <code>POST /demo/monitor/reports</code>; they appear here as they arrive. Open the <a href="/demo/faults/">failure handling page</a>, then leave it or switch tabs to send its batch.</p>
<p id="report-status" role="status">Waiting for reports.</p>
<table class="report-table">
<caption>Reported events, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">Release</th><th scope="col">Page</th><th scope="col">Type</th><th scope="col">Widget and slot</th><th scope="col">Detail</th><th scope="col">Count</th></tr></thead>
<tbody id="report-rows"></tbody>
</table>
${inlineScript(ctx, MONITOR_SCRIPT)}`,
    });
  },
};
