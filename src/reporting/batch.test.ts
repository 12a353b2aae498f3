import { ReportQueue } from './batch';
import type { ReportBatch, ReportEvent } from './events';

const failure: ReportEvent = {
  type: 'api-failure',
  method: 'GET',
  path: '/api/lessons/:id/',
  status: 404,
  kind: 'http',
};

function queue(options: { maxEvents?: number; maxBatches?: number } = {}) {
  const sent: ReportBatch[] = [];
  let clock = 0;
  const q = new ReportQueue({
    release: '1.0.0-abc12345',
    page: '/courses/:id/',
    send: (batch) => sent.push(batch),
    now: () => (clock += 100),
    ...options,
  });
  return { q, sent };
}

test('events wait for a flush and leave as one batch with the release and page', () => {
  const { q, sent } = queue();
  q.add(failure);
  q.add({
    type: 'vital',
    name: 'LCP',
    value: 1200,
    rating: 'good',
    slot: 'lesson',
    widget: 'lesson-player',
  });
  expect(sent).toEqual([]);
  q.flush();
  expect(sent).toEqual([
    {
      release: '1.0.0-abc12345',
      page: '/courses/:id/',
      events: [
        { ...failure, at: 100, count: 1 },
        {
          type: 'vital',
          name: 'LCP',
          value: 1200,
          rating: 'good',
          slot: 'lesson',
          widget: 'lesson-player',
          at: 200,
          count: 1,
        },
      ],
    },
  ]);
  q.flush();
  expect(sent).toHaveLength(1);
});

test('the same event again is counted, and a vital keeps its latest value', () => {
  const { q, sent } = queue();
  q.add(failure);
  q.add(failure);
  q.add({ type: 'vital', name: 'CLS', value: 0.01, rating: 'good' });
  q.add({ type: 'vital', name: 'CLS', value: 0.2, rating: 'needs-improvement' });
  q.flush();
  expect(sent[0]?.events).toEqual([
    { ...failure, at: 100, count: 2 },
    { type: 'vital', name: 'CLS', value: 0.2, rating: 'needs-improvement', at: 200, count: 1 },
  ]);
});

test('a full batch leaves at once, and a page sends no more than its limit of batches', () => {
  const { q, sent } = queue({ maxEvents: 2, maxBatches: 2 });
  for (let status = 500; status < 510; status += 1) q.add({ ...failure, status });
  q.flush();
  expect(sent).toHaveLength(2);
  expect(
    sent.map((batch) => batch.events.map((event) => event.type === 'api-failure' && event.status)),
  ).toEqual([
    [500, 501],
    [502, 503],
  ]);
});
