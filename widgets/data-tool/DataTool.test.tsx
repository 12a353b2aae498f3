import { act } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeSnackbar } from 'notistack';
import { ensureToastArea } from '@courses/runtime';
import { mount } from './mount';
import {
  PLOT_SAVED_EVENT,
  PLOT_STATE_EVENT,
  SET_PLOT_STATE_EVENT,
  type PlotSavedDetail,
  type PlotStateDetail,
} from './events';
import { CITIES } from './testing/cities';
import { FAKE_PNG, stubRaster, svgMarkup } from './testing/rasterStub';

const dataset = { name: CITIES.name, columns: CITIES.columns, rows: CITIES.rows };
let unmount: () => void = () => {};

async function mountWidget(props: Record<string, unknown>): Promise<HTMLElement> {
  const slot = document.createElement('div');
  slot.id = 'data-tool-root';
  document.body.append(slot);
  await act(async () => {
    unmount = mount(slot, props);
  });
  return slot;
}

const stopListening: (() => void)[] = [];
/** Events that started anywhere but the slot; checked after each test. */
const strayTargets: string[] = [];

/**
 * Every detail of `name` the slot sends, as a host listening on document hears them (so the
 * event bubbles), started on the slot (so the host knows which widget spoke).
 */
function listen<T>(name: string): T[] {
  const heard: T[] = [];
  const onEvent = (event: Event) => {
    const target = event.target as HTMLElement;
    if (target.id !== 'data-tool-root') strayTargets.push(target.tagName);
    heard.push((event as CustomEvent<T>).detail);
  };
  document.addEventListener(name, onEvent);
  stopListening.push(() => document.removeEventListener(name, onEvent));
  return heard;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input.clone());
      return respond(input);
    }),
  );
  return requests;
}

/**
 * Marks on the graph, counted as cases: dots are one path per series carrying data-count (not
 * an element each), bars one element each. Selection highlights are drawn again, not counted.
 */
const marks = (slot: HTMLElement) =>
  [...slot.querySelectorAll<SVGElement>('[data-mark]:not([data-mark="selected"])')].reduce(
    (sum, mark) => sum + Number(mark.dataset.count ?? 1),
    0,
  );

// A visitor's page unless a test says otherwise: no request leaves for a real server.
beforeEach(() => {
  stubFetch(() => json({ detail: 'Authentication credentials were not provided.' }, 403));
});

// The toast area loads notistack with the first toast; these tests empty it after each.
beforeEach(() => ensureToastArea());

afterEach(async () => {
  stopListening.splice(0).forEach((stop) => stop());
  expect(strayTargets.splice(0)).toEqual([]);
  act(() => closeSnackbar());
  await waitFor(() => expect(document.querySelector('.notistack-MuiContent')).toBeNull());
  act(() => unmount());
  unmount = () => {};
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('shows the table with a caption and headers, and a described graph', async () => {
  const slot = await mountWidget({ dataset });
  const table = screen.getByRole('table', { name: 'World City Temperatures (5 cases)' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['City', 'Hemisphere', 'Latitude (°)', 'July average (°C)', 'Annual average (°C)']);
  expect(within(table).getAllByRole('row')).toHaveLength(6);
  expect(screen.getByRole('region', { name: /World City Temperatures/ })).toHaveAttribute(
    'tabindex',
    '0',
  );
  const graph = screen.getByRole('img', {
    name: 'Dot plot of July average against Latitude, 5 points.',
  });
  expect(graph).toHaveAccessibleDescription(/Horizontal axis: Latitude \(°\)\./);
  expect(marks(slot)).toBe(5);
});

test('changing graph type and axes redraws and tells the host', async () => {
  const heard = listen<PlotStateDetail>(PLOT_STATE_EVENT);
  const user = userEvent.setup();
  const slot = await mountWidget({ dataset });
  expect(heard.at(-1)).toEqual({
    plotState: { graphType: 'dot', xAttribute: 'latitude', yAttribute: 'jul_c' },
    columnIds: ['city', 'hemisphere', 'latitude', 'jul_c', 'annual_c'],
  });

  await user.selectOptions(screen.getByLabelText('Graph type'), 'Bar chart');
  expect(heard.at(-1)?.plotState).toEqual({
    graphType: 'bar',
    xAttribute: 'city',
    yAttribute: 'jul_c',
  });
  await user.selectOptions(screen.getByLabelText('X axis'), 'Hemisphere');
  await user.selectOptions(screen.getByLabelText('Y axis'), 'None (count)');
  expect(heard.at(-1)?.plotState).toEqual({
    graphType: 'bar',
    xAttribute: 'hemisphere',
    yAttribute: null,
  });
  expect(marks(slot)).toBe(2);
  expect(screen.getByRole('img')).toHaveAccessibleName('Bar chart of count by Hemisphere, 2 bars.');

  await user.selectOptions(screen.getByLabelText('Graph type'), 'Histogram');
  expect(screen.queryByLabelText('Y axis')).toBeNull();
  expect(screen.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
});

test("a select without options says 'No data Found'", async () => {
  const categories = { ...dataset, columns: CITIES.columns.slice(0, 2) };
  await mountWidget({ dataset: categories, plotState: { graphType: 'line' } });
  const y = screen.getByLabelText('Y axis');
  expect(y).toBeDisabled();
  expect(within(y).getByRole('option')).toHaveTextContent('No data Found');
  expect(within(screen.getByLabelText('X axis')).getByRole('option')).toHaveTextContent(
    'No data Found',
  );
});

test("a plot state naming a missing column shows 'Wrong attributes on axis' until picked again", async () => {
  const user = userEvent.setup();
  const slot = await mountWidget({
    dataset,
    plotState: { graphType: 'dot', xAttribute: 'longitude', yAttribute: 'jul_c' },
  });
  expect(screen.getByText('Wrong attributes on axis')).toBeVisible();
  expect(screen.getByLabelText('X axis')).toHaveDisplayValue('Choose an attribute');
  expect(marks(slot)).toBe(0);
  await user.selectOptions(screen.getByLabelText('X axis'), 'Annual average (°C)');
  expect(screen.queryByText('Wrong attributes on axis')).toBeNull();
  expect(marks(slot)).toBe(5);
});

test('a column header sorts the table, up, down and back, without touching the plot', async () => {
  const heard = listen<PlotStateDetail>(PLOT_STATE_EVENT);
  const user = userEvent.setup();
  await mountWidget({ dataset, plotState: { graphType: 'dot', sortBy: 'city' } });
  const firstCity = () => screen.getAllByRole('row')[1]?.firstElementChild?.textContent;
  const header = () => screen.getByRole('columnheader', { name: /July average/ });
  // The plot state's sortBy opens the table sorted.
  expect(firstCity()).toBe('Cairo');
  expect(screen.getByRole('columnheader', { name: /City/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const announced = heard.length;

  await user.click(within(header()).getByRole('button'));
  expect(header()).toHaveAttribute('aria-sort', 'ascending');
  expect(firstCity()).toBe('Sydney');
  within(header()).getByRole('button').focus();
  await user.keyboard('{Enter}');
  expect(header()).toHaveAttribute('aria-sort', 'descending');
  expect(firstCity()).toBe('Cairo');
  await user.keyboard('{Enter}');
  expect(header()).toHaveAttribute('aria-sort', 'none');
  expect(firstCity()).toBe('Oslo');
  expect(heard).toHaveLength(announced);
});

test('a host can replace the plot state with courses:set-plot-state', async () => {
  const slot = await mountWidget({ dataset });
  act(() => {
    slot.dispatchEvent(
      new CustomEvent(SET_PLOT_STATE_EVENT, {
        detail: { plotState: { graphType: 'histogram', xAttribute: 'annual_c' } },
      }),
    );
  });
  expect(screen.getByLabelText('Graph type')).toHaveDisplayValue('Histogram');
  expect(screen.getByLabelText('X axis')).toHaveDisplayValue('Annual average (°C)');
});

test('read only: the graph can be read, not changed or saved', async () => {
  await mountWidget({ dataset, readOnly: true });
  expect(screen.getByLabelText('Graph type')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save Plot' })).toBeNull();
});

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

describe('Save Plot', () => {
  let raster: { sources: string[] };
  beforeEach(() => {
    raster = stubRaster();
  });

  test('checks the title, uploads the image, announces the plot and offers Update Plot', async () => {
    const saved = listen<PlotSavedDetail>(PLOT_SAVED_EVENT);
    // The server: the image upload, then the saved plot as stored (POST, then PUT for updates).
    const requests = stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/api/misc/capture/')) return json({ url: '/media/plots/abc.png' }, 201);
      if (path === '/api/plots/' || path === '/api/plots/31/') {
        const stamp = '2026-01-01T00:00:00Z';
        return request
          .json()
          .then((body: object) => json({ ...body, id: 31, created: stamp, modified: stamp }, 201));
      }
      return json({ detail: 'Authentication credentials were not provided.' }, 403);
    });
    const user = userEvent.setup();
    await mountWidget({ dataset, captureIds: { a: 4, b: 6 } });
    await user.click(screen.getByRole('button', { name: 'Save Plot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Plot' });
    const title = within(dialog).getByRole('textbox', { name: /Plot Title/ });
    expect(title).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Update Plot' })).toBeNull();

    await user.tab();
    expect(within(dialog).getByText('Enter Plot Title')).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await user.type(title, 'Hot');
    expect(within(dialog).getByText('Enter minimum 4 characters.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save as New' })).toBeDisabled();

    await user.type(title, ' cities');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alt Text' }), 'Dots');
    await user.click(within(dialog).getByRole('button', { name: 'Save as New' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 4000 });
    expect(saved[0]).toEqual({
      plotId: 31,
      title: 'Hot cities',
      altText: 'Dots',
      notes: '',
      plotState: { graphType: 'dot', xAttribute: 'latitude', yAttribute: 'jul_c' },
      image: '/media/plots/abc.png',
    });
    const upload = requests.find((r) => r.url.includes('/api/misc/capture/'));
    expect(upload?.method).toBe('POST');
    expect(new URL(upload?.url ?? '').pathname).toBe('/api/misc/capture/plotimage/4/6/');
    const body = (await upload?.json()) as { dataURL: string };
    // The server stores PNG or JPEG bytes only: the upload is the canvas's PNG of the graph.
    expect(body.dataURL).toBe(FAKE_PNG);
    const svg = svgMarkup(raster.sources.at(-1) ?? '');
    expect(svg).toContain('Latitude (°)');
    expect(svg).toContain('data-count="5"');
    expect(await screen.findByText('Plot saved successfully.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Save Plot' }));
    const again = await screen.findByRole('dialog', { name: 'Save Plot' });
    expect(within(again).getByRole('textbox', { name: /Plot Title/ })).toHaveValue('Hot cities');
    await user.click(within(again).getByRole('button', { name: 'Update Plot' }));
    await waitFor(() => expect(saved).toHaveLength(2), { timeout: 4000 });
    expect(saved[1]?.plotId).toBe(31);
    // The plot is stored on the server: a POST, then a PUT of the same plot for the update.
    const writes = requests.filter((r) => r.url.includes('/api/plots/'));
    expect(writes.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/plots/',
      'PUT /api/plots/31/',
    ]);
    expect(await writes[0]?.json()).toEqual({
      source: 'dataset:World City Temperatures',
      title: 'Hot cities',
      altText: 'Dots',
      notes: '',
      plotState: { graphType: 'dot', xAttribute: 'latitude', yAttribute: 'jul_c' },
      image: '/media/plots/abc.png',
    });
    expect(await screen.findByText('Plot updated successfully.')).toBeVisible();
  });

  test('a failed upload says so and keeps the dialog and what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => json({ detail: 'Authentication credentials were not provided.' }, 403));
    const user = userEvent.setup();
    await mountWidget({ dataset, captureIds: { a: 4, b: 6 } });
    await user.click(screen.getByRole('button', { name: 'Save Plot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Plot' });
    await user.type(within(dialog).getByRole('textbox', { name: /Plot Title/ }), 'My plot');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Look at the poles');
    await user.click(within(dialog).getByRole('button', { name: 'Save as New' }));
    expect(
      await screen.findByText(
        "Sorry! Something went wrong, but we're looking into it.",
        undefined,
        {
          timeout: 4000,
        },
      ),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Save Plot' })).toBeVisible();
    // Focus is back on the button pressed: trying again is one key away.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save as New' })).toHaveFocus(),
    );
    expect(within(dialog).getByRole('textbox', { name: /Plot Title/ })).toHaveValue('My plot');
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Look at the poles');
  });
});
