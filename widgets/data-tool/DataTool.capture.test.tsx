import { act } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mount } from './mount';
import {
  CAPTURE_PLOT_EVENT,
  PLOT_STATE_EVENT,
  SET_PLOT_STATE_EVENT,
  type PlotCapture,
  type PlotStateDetail,
} from './events';
import { GRAPH_TYPES, GRAPH_TYPE_LABELS } from './model/plotState';
import { CITIES } from './testing/cities';
import { FAKE_PNG, stubRaster, svgMarkup } from './testing/rasterStub';

const dataset = { name: CITIES.name, columns: CITIES.columns, rows: CITIES.rows };
const columnIds = CITIES.columns.map((column) => column.id);
let unmount: () => void = () => {};

/** Mounts in a slot as the page loader makes it: the [data-widget] element. */
async function mountWidget(props: Record<string, unknown>): Promise<HTMLElement> {
  const slot = document.createElement('div');
  slot.dataset.widget = 'data-tool';
  document.body.append(slot);
  await act(async () => {
    unmount = mount(slot, props);
  });
  return slot;
}

/** What a host does: wraps respond in a promise and awaits it. */
function capture(slot: HTMLElement): Promise<PlotCapture | null> {
  return new Promise((respond) => {
    slot.dispatchEvent(new CustomEvent(CAPTURE_PLOT_EVENT, { detail: { respond } }));
  });
}

let raster: { sources: string[] };
beforeEach(() => {
  raster = stubRaster();
  // A visitor's page: nothing here needs the server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"detail":"Not signed in."}', { status: 403 })),
  );
});

afterEach(() => {
  act(() => unmount());
  unmount = () => {};
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('courses:capture-plot', () => {
  test('answers the plot state, the column ids and a PNG of the graph as shown', async () => {
    const slot = await mountWidget({
      dataset,
      plotState: { graphType: 'line', xAttribute: 'latitude', yAttribute: 'annual_c' },
    });
    const answer = await capture(slot);
    expect(answer).toEqual({
      plotState: { graphType: 'line', xAttribute: 'latitude', yAttribute: 'annual_c' },
      columnIds,
      image: FAKE_PNG,
    });
    // The PNG was drawn from the graph on the page, not from something else.
    const svg = svgMarkup(raster.sources.at(-1) ?? '');
    expect(svg).toContain('Annual average (°C)');
    expect(svg).toContain('data-count="5"');
  });

  test('follows the latest change', async () => {
    const user = userEvent.setup();
    const slot = await mountWidget({ dataset });
    await user.selectOptions(screen.getByLabelText('Graph type'), 'Box plot');
    const answer = await capture(slot);
    expect(answer?.plotState).toEqual({
      graphType: 'box',
      xAttribute: 'latitude',
      yAttribute: null,
    });
  });

  test('answers null when nothing is plotted: wrong attributes, no cases', async () => {
    let slot = await mountWidget({
      dataset,
      plotState: { graphType: 'dot', xAttribute: 'longitude', yAttribute: null },
    });
    await expect(capture(slot)).resolves.toBeNull();
    act(() => unmount());
    slot.remove();

    slot = await mountWidget({ dataset: { ...dataset, rows: [] } });
    await expect(capture(slot)).resolves.toBeNull();
    expect(raster.sources).toEqual([]);
  });

  test('answers null when the graph cannot be made into a PNG, never an SVG', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:,');
    const slot = await mountWidget({ dataset });
    await expect(capture(slot)).resolves.toBeNull();
  });
});

test.each(GRAPH_TYPES)('a %s plot state sent out comes back in unchanged', async (graphType) => {
  const heard: PlotStateDetail[] = [];
  const user = userEvent.setup();
  const slot = await mountWidget({ dataset });
  slot.addEventListener(PLOT_STATE_EVENT, (event) =>
    heard.push((event as CustomEvent<PlotStateDetail>).detail),
  );
  // Away and back, so the type is chosen even where it is the one the tool opened with.
  const away = graphType === 'dot' ? 'Bar chart' : 'Dot plot';
  await user.selectOptions(screen.getByLabelText('Graph type'), away);
  await user.selectOptions(screen.getByLabelText('Graph type'), GRAPH_TYPE_LABELS[graphType]);
  const sent = heard.at(-1)?.plotState;
  expect(sent?.graphType).toBe(graphType);

  // Another page (or after a reload) sets it on a fresh tool on the same data.
  act(() => unmount());
  slot.remove();
  const again = await mountWidget({ dataset });
  const second: PlotStateDetail[] = [];
  again.addEventListener(PLOT_STATE_EVENT, (event) =>
    second.push((event as CustomEvent<PlotStateDetail>).detail),
  );
  act(() => {
    again.dispatchEvent(new CustomEvent(SET_PLOT_STATE_EVENT, { detail: { plotState: sent } }));
  });
  expect(second.at(-1)).toEqual({ plotState: sent, columnIds });
});
