import { afterAll, describe, expect, it } from 'vitest';
import { ContentItemListSchema } from '../../src/api/schemas/contentBrowser';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

describe('GET /api/content-browser/', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  async function list(browser: Browser, query = '') {
    const response = await browser.get(`/api/content-browser/${query}`);
    expect(response.status).toBe(200);
    return expectShape(ContentItemListSchema, await json(response));
  }

  it('lists courses, activities, data stories and public datasets, each with its page', async () => {
    const items = await list(new Browser(server));
    const byTitle = Object.fromEntries(items.map((item) => [item.title, item]));
    expect(byTitle['Exploring Climate with Data']).toMatchObject({
      kind: 'course',
      url: '/courses/climate-data/',
      subject: 'science',
      is_premium: false,
    });
    expect(byTitle['Statistics in Sport']).toMatchObject({ kind: 'course', is_premium: true });
    expect(byTitle['Counting Pets']).toMatchObject({
      kind: 'activity',
      lesson_type: 'practice',
      url: '/demo/lesson/?lesson=jr-counting-practice',
      is_premium: true,
      is_tuva_jr: true,
      subject: 'math',
    });
    const stories = items.filter((item) => item.kind === 'datastory');
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) expect(story.url).toMatch(/^\/courses\/[\w-]+\/[\w-]+\/[\w-]+\/$/);
    expect(byTitle['World City Temperatures']).toMatchObject({
      kind: 'dataset',
      url: '/tableview/dataset/world-city-temperatures/',
      // Its Subjects tags are Earth Science, Geography, Math: the first one known wins.
      subject: 'science',
    });
    expect(byTitle['Class Pets']?.subject).toBeNull();
    // A private dataset is its owner's alone.
    expect(byTitle['My Bike Rides']).toBeUndefined();
  });

  it('shows a private dataset to its owner', async () => {
    const owner = new Browser(server);
    await owner.login('premium_teacher');
    expect((await list(owner)).map((item) => item.title)).toContain('My Bike Rides');
  });

  it('every listed page answers', async () => {
    const visitor = new Browser(server);
    for (const item of await list(visitor)) {
      const page = await visitor.get(item.url);
      expect([200, 302], item.url).toContain(page.status);
    }
  });

  it('filters junior content (jr) and junior practices (jr-practice)', async () => {
    const visitor = new Browser(server);
    const junior = await list(visitor, '?filter=jr');
    expect(junior.length).toBeGreaterThan(1);
    expect(junior.every((item) => item.is_tuva_jr)).toBe(true);
    const practices = await list(visitor, '?filter=jr-practice');
    expect(practices.map((item) => item.title)).toEqual(['Counting Pets']);
    expect((await list(visitor, '?filter=all')).length).toBeGreaterThan(junior.length);
    const unknown = await visitor.get('/api/content-browser/?filter=premium');
    expect(unknown.status).toBe(400);
  });
});
