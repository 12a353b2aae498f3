import { SIMULATION_DATA_NAME, simulationTable } from './simulation';

const ORIGIN = 'https://courses.example.org';
const run = {
  source: 'courses-simulation',
  type: 'simulation-data',
  columns: [
    { id: 'day', name: 'Day', type: 'numeric', unit: null },
    { id: 'temperature_c', name: 'Temperature', type: 'numeric', unit: '°C' },
  ],
  rows: [
    { day: 1, temperature_c: 15.2 },
    { day: 2, temperature_c: 17.9 },
  ],
};
const message = (data: unknown, origin = ORIGIN) => new MessageEvent('message', { data, origin });

afterEach(() => vi.restoreAllMocks());

test('a run posted from the page origin becomes the table', () => {
  expect(simulationTable(message(run), ORIGIN)).toEqual({
    name: SIMULATION_DATA_NAME,
    columns: run.columns,
    rows: run.rows,
  });
});

test('messages of other origins and other senders pass silently', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(simulationTable(message(run, 'https://evil.example'), ORIGIN)).toBeNull();
  expect(simulationTable(message({ source: 'react-devtools', payload: 1 }), ORIGIN)).toBeNull();
  expect(simulationTable(message('hello'), ORIGIN)).toBeNull();
  expect(warn).not.toHaveBeenCalled();
});

test('a simulation message that does not fit is ignored with a warning', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(simulationTable(message({ ...run, rows: 'many' }), ORIGIN)).toBeNull();
  expect(simulationTable(message({ ...run, columns: [] }), ORIGIN)).toBeNull();
  expect(simulationTable(message({ ...run, type: 'other' }), ORIGIN)).toBeNull();
  expect(warn).toHaveBeenCalledTimes(3);
});
