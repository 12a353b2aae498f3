/** The data tool widget: the table and the graph, the axes, sorting, and what the host sets. */
import { act } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLOT_STATE_EVENT, SET_PLOT_STATE_EVENT, type PlotStateDetail } from './events';
import { CITIES } from './testing/cities';
import {
  dataset,
  listen,
  marks,
  mountWidget,
  setUpDataTool,
  tearDownDataTool,
} from './testing/dataToolTest';

beforeEach(setUpDataTool);
afterEach(tearDownDataTool);

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
