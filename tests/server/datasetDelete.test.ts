import { afterAll, describe, expect, it } from 'vitest';
import { Browser, json, removeDir, startServer } from './support/testServer';

/** DELETE /api/user-dataset/{code}/: the demo's own call for the menu's Delete (docs/api.md). */
describe('deleting a user dataset', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });
  const PATH = '/api/user-dataset/my-bike-rides/';

  it('is refused without the anti-forgery header, to visitors, non-owners, and staff', async () => {
    const owner = new Browser(server);
    await owner.login('premium_teacher');
    expect((await owner.request('DELETE', PATH, { csrf: false })).status).toBe(403);
    const visitor = new Browser(server);
    expect((await visitor.request('DELETE', PATH)).status).toBe(403);
    // A private dataset does not exist for anybody else; staff may see it but not delete it.
    const teacher = new Browser(server);
    await teacher.login('teacher');
    expect((await teacher.request('DELETE', PATH)).status).toBe(404);
    const staff = new Browser(server);
    await staff.login('staff_teacher');
    const refused = await staff.request('DELETE', PATH);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ detail: 'Only the owner can delete this dataset.' });
    expect((await owner.get('/api/datasets/my-bike-rides/')).status).toBe(200);
  });

  it('refuses product datasets, even to their author', async () => {
    const staff = new Browser(server);
    await staff.login('staff_teacher');
    expect(
      (await staff.request('DELETE', '/api/user-dataset/world-city-temperatures/')).status,
    ).toBe(404);
    expect((await staff.get('/api/datasets/world-city-temperatures/')).status).toBe(200);
  });

  it('lets the owner delete it: gone from every list, its activities too, its page says so', async () => {
    const owner = new Browser(server);
    await owner.login('premium_teacher');
    const deleted = await owner.request('DELETE', PATH);
    expect(deleted.status).toBe(204);
    const gone = await owner.get('/api/datasets/my-bike-rides/');
    expect(gone.status).toBe(404);
    expect(await json(gone)).toEqual({ detail: 'This dataset has been deleted.' });
    const list = (await json(await owner.get('/api/datasets/'))) as { access_url: string }[];
    expect(list.map((d) => d.access_url)).not.toContain('my-bike-rides');
    const listPage = await (await owner.get('/datasets/')).text();
    expect(listPage).not.toContain('My Bike Rides');
    const page = await owner.get('/tableview/dataset/my-bike-rides/');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This dataset has been deleted.');
    // The draft activity built on it went with it (it was private with the dataset).
    expect((await owner.get('/activity/my-ride-speeds/')).status).toBe(404);
    expect((await owner.request('DELETE', PATH)).status).toBe(404);
  });
});
