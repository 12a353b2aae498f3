import { startReporting } from './index';
import type { ReportBatch } from './events';
import { holdReports, reportEvent } from './hook';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

test('a page with a report function gets its events, held ones first and scrubbed, when it is hidden', () => {
  const batches: ReportBatch[] = [];
  holdReports();
  // Before the reporter loaded: held.
  reportEvent({
    type: 'load-failure',
    widget: 'lesson-player',
    slot: 'lesson-player-root',
    error: new Error(
      'Loading chunk 812 failed. (missing: https://cdn.example/js/812.1a2b3c4d.chunk.js?u=jane@school.org)',
    ),
  });
  startReporting((batch) => batches.push(batch), '1.0.0-abc12345');
  reportEvent({
    type: 'render-error',
    widget: 'feedback-dialog',
    error: new TypeError('Cannot read "what Jane typed in her answer" of undefined'),
  });
  expect(batches).toEqual([]);
  hidePage();
  expect(batches).toHaveLength(1);
  const [batch] = batches;
  expect(batch).toMatchObject({ release: '1.0.0-abc12345', page: '/' });
  expect(batch?.events.map((event) => event.type)).toEqual(['load-failure', 'render-error']);
  const text = JSON.stringify(batch);
  expect(text).not.toContain('jane');
  expect(text).not.toContain('Jane');
  expect(text).toContain(
    'Loading chunk 812 failed. (missing: https://cdn.example/js/812.1a2b3c4d.chunk.js)',
  );
});

test('a collector URL receives each batch as a text/plain beacon', () => {
  const beacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  vi.useFakeTimers();
  startReporting('/collect', 'r2');
  reportEvent({
    type: 'api-failure',
    method: 'PUT',
    path: '/api/user-lessons/7/',
    status: 500,
    kind: 'http',
  });
  expect(beacon).not.toHaveBeenCalled();
  // A batch also leaves after its window, so a long-open page reports too.
  vi.advanceTimersByTime(5000);
  expect(beacon).toHaveBeenCalledTimes(1);
  const [url, body] = beacon.mock.calls[0]!;
  expect(url).toBe('/collect');
  expect(typeof body).toBe('string');
  expect(JSON.parse(body as string)).toMatchObject({
    release: 'r2',
    events: [{ type: 'api-failure', path: '/api/user-lessons/7/', status: 500, count: 1 }],
  });
});
