/**
 * The demo's report collector (POST /demo/monitor/reports) as a beacon meets it: JSON in a
 * text/plain body, no anti-forgery header, no session; checked against the report format.
 */
import { afterAll, expect, test } from 'vitest';
import { removeDir, startServer } from './support/testServer';

const server = startServer();
afterAll(() => {
  server.close();
  removeDir(server.dataDir);
});

const batch = {
  release: '1.0.0-abc12345',
  page: '/courses/:id/',
  events: [
    {
      type: 'api-failure',
      method: 'GET',
      path: '/api/lessons/:id/',
      status: 404,
      kind: 'http',
      at: 812,
      count: 2,
    },
    {
      type: 'vital',
      name: 'LCP',
      value: 1520,
      rating: 'good',
      widget: 'lesson-player',
      slot: 'lesson-player-root',
      at: 2100,
      count: 1,
    },
  ],
};

function post(body: string, type = 'text/plain;charset=UTF-8') {
  return server.app.request('/demo/monitor/reports', {
    method: 'POST',
    body,
    headers: { 'Content-Type': type, Origin: 'http://localhost' },
  });
}

async function received(after = 0) {
  const response = await server.app.request(`/demo/monitor/reports?after=${after}`);
  return ((await response.json()) as { reports: { seq: number; report: unknown }[] }).reports;
}

test('a beacon’s text/plain batch is accepted without a token and shown to the monitor', async () => {
  const before = await received();
  const response = await post(JSON.stringify(batch));
  expect(response.status).toBe(204);
  const after = await received(before.at(-1)?.seq ?? 0);
  expect(after.map((entry) => entry.report)).toEqual([batch]);
});

test('what does not follow the report format is refused and not kept', async () => {
  const count = (await received()).length;
  const withBody = {
    ...batch,
    events: [{ ...batch.events[0], body: { answer: 'my answer' } }],
  };
  const withUser = { ...batch, user: { id: 7, name: 'Jane' } };
  for (const wrong of [withBody, withUser, { ...batch, events: [] }, 'not json'])
    expect((await post(typeof wrong === 'string' ? wrong : JSON.stringify(wrong))).status).toBe(
      400,
    );
  expect((await post(JSON.stringify(batch), 'application/x-www-form-urlencoded')).status).toBe(415);
  expect((await post('x'.repeat(70 * 1024))).status).toBe(413);
  expect(await received()).toHaveLength(count);
});

test('no other unsafe request goes without its anti-forgery token', async () => {
  const response = await server.app.request('/api/user/preferences/', {
    method: 'POST',
    body: '{}',
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(response.status).toBe(403);
});
