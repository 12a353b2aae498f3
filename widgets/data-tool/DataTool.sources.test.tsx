/** The data tool widget: where the data comes from (a lesson step, a dataset on the server, a simulation). */
import { act } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLOT_STATE_EVENT, type PlotStateDetail } from './events';
import { CITIES } from './testing/cities';
import {
  dataset,
  json,
  listen,
  marks,
  mountWidget,
  setUpDataTool,
  stubFetch,
  tearDownDataTool,
  unmount,
} from './testing/dataToolTest';

beforeEach(setUpDataTool);
afterEach(tearDownDataTool);

test('loads the dataset and plot state of a lesson step', async () => {
  const requests = stubFetch(() =>
    json({
      id: 6,
      order: 1,
      content: '',
      dataplot: {
        course_dataset: {
          id: 1,
          dataset_name: 'World City Temperatures',
          dataset: {
            column_ids: ['latitude', 'city', 'jul_c'],
            columns: CITIES.columns,
            rows: CITIES.rows,
            metadata: {},
          },
        },
        plot_state: { graphType: 'histogram', xAttribute: 'jul_c' },
      },
    }),
  );
  await mountWidget({ lessonId: 3, stepId: 6 });
  await screen.findByRole('table');
  expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/lessons/3/6/');
  // The step's column order first, then the rest.
  expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Latitude');
  expect(screen.getByLabelText('Graph type')).toHaveDisplayValue('Histogram');
});

test('a step that fails to load says so and loads again on Retry', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  stubFetch(() =>
    fail
      ? json({ detail: 'Not found.' }, 404)
      : json({ id: 6, order: 1, content: '', dataplot: null }),
  );
  const user = userEvent.setup();
  await mountWidget({ lessonId: 3, stepId: 6 });
  expect(await screen.findByText('The data for this step could not be loaded.')).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('This step has no dataset to explore.')).toBeVisible();
});

test('opens a dataset on the server by its code, and says why one is refused', async () => {
  const requests = stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/datasets/world-city-temperatures/table/') return json(dataset);
    if (path === '/api/datasets/olympic/table/') {
      return json({ detail: 'This dataset requires a premium subscription.' }, 403);
    }
    return json({ detail: 'Not found.' }, 404);
  });
  await mountWidget({ datasetCode: 'world-city-temperatures' });
  expect(
    await screen.findByRole('table', { name: 'World City Temperatures (5 cases)' }),
  ).toBeVisible();
  expect(requests.map((request) => new URL(request.url).pathname)).toContain(
    '/api/datasets/world-city-temperatures/table/',
  );
  act(() => unmount());

  await mountWidget({ datasetCode: 'olympic' });
  expect(await screen.findByText('This dataset requires a premium subscription.')).toBeVisible();
  act(() => unmount());

  // A response that is not a table is refused with the tool's own words.
  stubFetch(() => json({ name: 'Broken', columns: [], rows: [{ a: { nested: true } }] }));
  await mountWidget({ datasetCode: 'broken' });
  expect(await screen.findByText('The dataset could not be loaded.')).toBeVisible();
});

test('refuses props that name two sources of data', async () => {
  const slot = await mountWidget({ dataset, datasetCode: 'world-city-temperatures' });
  expect(slot).toHaveTextContent(/give one of an inline dataset, a datasetCode or a lesson step/);
});

describe('a simulation', () => {
  const run = (rows: Record<string, number>[]) =>
    new MessageEvent('message', {
      origin: window.location.origin,
      data: {
        source: 'courses-simulation',
        type: 'simulation-data',
        columns: [
          // The run number is the same on every row: the default graph passes it over.
          { id: 'run', name: 'Run', type: 'numeric', unit: null },
          { id: 'day', name: 'Day', type: 'numeric', unit: null },
          { id: 'temperature_c', name: 'Temperature', type: 'numeric', unit: '°C' },
        ],
        rows,
      },
    });

  test('waits for data, then shows each run and tells the host', async () => {
    const heard = listen<PlotStateDetail>(PLOT_STATE_EVENT);
    const user = userEvent.setup();
    const slot = await mountWidget({ simulation: true });
    expect(
      screen.getByText('There is no data yet. Run the simulation to generate your data.'),
    ).toBeVisible();
    act(() =>
      window.dispatchEvent(
        run([
          { day: 1, temperature_c: 15 },
          { day: 2, temperature_c: 18 },
        ]),
      ),
    );
    expect(screen.getByRole('table', { name: 'Simulation data (2 cases)' })).toBeVisible();
    expect(heard.at(-1)).toEqual({
      plotState: { graphType: 'dot', xAttribute: 'day', yAttribute: 'temperature_c' },
      columnIds: ['run', 'day', 'temperature_c'],
    });
    await user.selectOptions(screen.getByLabelText('Graph type'), 'Line graph');

    // A new run replaces the data and keeps the graph the person chose.
    act(() =>
      window.dispatchEvent(run([1, 2, 3].map((day) => ({ run: 2, day, temperature_c: 14 + day })))),
    );
    expect(screen.getByRole('table', { name: 'Simulation data (3 cases)' })).toBeVisible();
    expect(screen.getByLabelText('Graph type')).toHaveDisplayValue('Line graph');
    expect(marks(slot)).toBe(3);
    expect(heard.at(-1)?.plotState.graphType).toBe('line');
  });

  test('ignores invalid messages with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountWidget({ simulation: true });
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { source: 'courses-simulation', type: 'simulation-data', rows: [] },
        }),
      ),
    );
    expect(warn).toHaveBeenCalled();
    expect(
      screen.getByText('There is no data yet. Run the simulation to generate your data.'),
    ).toBeVisible();
  });
});
