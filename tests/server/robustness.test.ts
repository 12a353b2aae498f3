import { afterAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

describe('bad requests get a clear 400 and never break the server', () => {
  const server = startServer();
  const student = new Browser(server);
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('refuses invalid JSON', async () => {
    await student.login('student');
    const response = await student.request('POST', '/api/courses/enroll/', {
      body: '{"course": 1,',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(expectShape(ErrorBodySchema, await json(response)).detail).toMatch(/JSON/);
  });

  it.each([
    ['/api/courses/enroll/', { course: 'one', user: 1 }, /course/],
    ['/api/bookmark/', { object_type: 'lesson' }, /object_id/],
    ['/api/user-lessons/', {}, /lesson/],
    ['/api/misc/get_short_url/', { url: '/x', type: 'dataset' }, /id/],
    ['/api/bookmark/', [], /Invalid/],
  ])('names what is wrong with a body for %s', async (url, body, detail) => {
    const response = await student.post(url, body);
    expect(response.status).toBe(400);
    expect(expectShape(ErrorBodySchema, await json(response)).detail).toMatch(detail);
  });

  it.each(['/api/lessons/1/abc/', '/api/user-lessons/0/steps/', '/api/bookmark/-1'])(
    'refuses the bad id in %s',
    async (url) => {
      const response = url.startsWith('/api/bookmark')
        ? await student.delete(url)
        : await student.get(url);
      expect(response.status).toBe(400);
      expectShape(ErrorBodySchema, await json(response));
    },
  );

  it('refuses a body over the size limit with 413', async () => {
    const response = await student.request('POST', '/api/misc/common-notify/', {
      body: 'x'.repeat(11 * 1024 * 1024),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });

  it('expects form data where a form is posted', async () => {
    const response = await student.post('/misc/sharedataset/', { email: 'a@b.c' });
    expect(response.status).toBe(400);
    expect(expectShape(ErrorBodySchema, await json(response)).detail).toMatch(/form data/);
  });

  it('still answers after all of that', async () => {
    expect((await student.get('/api/whoami/')).status).toBe(200);
  });
});
