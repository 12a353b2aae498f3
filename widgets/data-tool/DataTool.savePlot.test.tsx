/** The data tool widget: saving a plot. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLOT_SAVED_EVENT, type PlotSavedDetail } from './events';
import {
  dataset,
  json,
  listen,
  mountWidget,
  setUpDataTool,
  stubFetch,
  tearDownDataTool,
} from './testing/dataToolTest';
import { FAKE_PNG, stubRaster, svgMarkup } from './testing/rasterStub';

beforeEach(setUpDataTool);
afterEach(tearDownDataTool);

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
