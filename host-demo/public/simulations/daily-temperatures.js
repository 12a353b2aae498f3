/* global document, window */
// The simulation of daily-temperatures.html, a file of its own so the page runs under a CSP
// without inline script.
// Sends each run to the page that embeds the simulation; the data tool turns it into a table.
// Message: { source: 'courses-simulation', type: 'simulation-data', columns, rows }.
const form = document.getElementById('controls');
const chart = document.getElementById('chart');
const summary = document.getElementById('summary');
let run = 0;

function normal() {
  const u = 1 - Math.random();
  const v = Math.random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const mean = Number(document.getElementById('mean').value) || 0;
  const days = Math.min(62, Math.max(5, Number(document.getElementById('days').value) || 30));
  run += 1;
  const rows = Array.from({ length: days }, (_, i) => ({
    run,
    day: i + 1,
    temperature_c: Math.round((mean + 3 * normal()) * 10) / 10,
  }));
  const values = rows.map((r) => r.temperature_c);
  const average = values.reduce((a, b) => a + b, 0) / values.length;
  summary.textContent = `Run ${run}: ${days} days, average ${average.toFixed(1)} °C, from ${Math.min(...values)} to ${Math.max(...values)} °C.`;
  const min = Math.min(...values) - 1;
  const max = Math.max(...values) + 1;
  chart.innerHTML = rows
    .map((r) => {
      const x = 10 + ((r.day - 1) / Math.max(1, days - 1)) * 300;
      const y = 110 - ((r.temperature_c - min) / (max - min)) * 100;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="3" fill="#c0392b"></circle>`;
    })
    .join('');
  if (window.parent !== window) {
    window.parent.postMessage(
      {
        source: 'courses-simulation',
        type: 'simulation-data',
        columns: [
          { id: 'run', name: 'Run', type: 'numeric', unit: null },
          { id: 'day', name: 'Day', type: 'numeric', unit: null },
          { id: 'temperature_c', name: 'Temperature', type: 'numeric', unit: '°C' },
        ],
        rows,
      },
      window.location.origin,
    );
  }
});
