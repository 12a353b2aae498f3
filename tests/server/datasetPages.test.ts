import { afterAll, describe, expect, it } from 'vitest';
import { DatasetTableSchema } from '../../src/api/schemas/datasetTable';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

/** A plain form post from the datasets page, as the browser sends it (the token in the form). */
async function postUpload(
  browser: Browser,
  form: Record<string, string | File>,
): Promise<Response> {
  if (!browser.cookies.has('csrftoken')) await browser.get('/datasets/');
  return browser.request('POST', '/datasets/upload/', {
    form: { csrfmiddlewaretoken: browser.cookies.get('csrftoken') ?? '', ...form },
    csrf: false,
  });
}

describe('dataset pages and tables', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('serves a dataset’s whole table to whoever may see it, and no one else', async () => {
    const visitor = new Browser(server);
    const table = expectShape(
      DatasetTableSchema,
      await json(await visitor.get('/api/datasets/world-city-temperatures/table/')),
    );
    expect(table.name).toBe('World City Temperatures');
    expect(table.rows).toHaveLength(20);
    expect(table.columns.map((column) => column.id)).toContain('latitude');

    // Someone else's private dataset does not exist for them; a premium one needs the plan.
    expect((await visitor.get('/api/datasets/my-bike-rides/table/')).status).toBe(404);
    const premium = await visitor.get('/api/datasets/olympic-100m-winning-times/table/');
    expect(premium.status).toBe(403);
    expect(await premium.text()).toContain('This dataset requires a premium subscription.');
    const owner = new Browser(server);
    await owner.login('premium_teacher');
    expect((await owner.get('/api/datasets/my-bike-rides/table/')).status).toBe(200);
  });

  it('lists the datasets a user may see, each linking to its page', async () => {
    const visitor = new Browser(server);
    const page = await (await visitor.get('/datasets/')).text();
    expect(page).toContain('href="/tableview/dataset/world-city-temperatures/"');
    expect(page).not.toContain('my-bike-rides');
    expect(page).toContain('to upload a dataset of your own');

    const owner = new Browser(server);
    await owner.login('premium_teacher');
    const own = await (await owner.get('/datasets/')).text();
    expect(own).toContain('href="/tableview/dataset/my-bike-rides/"');
    expect(own).toContain('Yours, Private');
  });

  it('opens a dataset’s page with its card and the data tool, and hides a private one', async () => {
    const visitor = new Browser(server);
    const page = await visitor.get('/tableview/dataset/world-city-temperatures/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-widget="data-tool"');
    expect(html).toContain('&#34;datasetCode&#34;:&#34;world-city-temperatures&#34;');
    expect(html).toContain('data-widget="dataset-popups"');
    expect((await visitor.get('/tableview/dataset/my-bike-rides/')).status).toBe(404);
  });

  it('uploads a 100,000-row CSV from the page form and opens it in the data tool', async () => {
    const student = new Browser(server);
    await student.login('student');
    const lines = ['trial,distance_m,group'];
    for (let i = 0; i < 100_000; i++) lines.push(`${i},${(i % 977) / 10},${i % 2 ? 'A' : 'B'}`);
    const response = await postUpload(student, {
      dataset_name: 'Paper planes',
      file: new File([lines.join('\n')], 'planes.csv', { type: 'text/csv' }),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/tableview\/dataset\/paper-planes-[0-9a-f]{6}\/$/);
    const code = location.split('/')[3] ?? '';
    const table = expectShape(
      DatasetTableSchema,
      await json(await student.get(`/api/datasets/${code}/table/`)),
    );
    expect(table.rows).toHaveLength(100_000);
    expect(table.columns.map((column) => [column.id, column.type])).toEqual([
      ['trial', 'numeric'],
      ['distance_m', 'numeric'],
      ['group', 'categorical'],
    ]);
    // Private to its owner.
    expect((await new Browser(server).get(location)).status).toBe(404);
  });

  it('says what is wrong with an upload on the page, and refuses one over 20 MB unread', async () => {
    const student = new Browser(server);
    await student.login('student');
    const empty = await postUpload(student, { file: new File([''], 'empty.csv') });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('The CSV file is empty.');

    const refused = await student.request('POST', '/datasets/upload/', {
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(21 * 1024 * 1024),
      },
      body: 'not a form',
      csrf: false,
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/datasets/?upload=too-large');
    const page = await (await student.get('/datasets/?upload=too-large')).text();
    expect(page).toContain('The CSV file is larger than 20 MB.');

    // A visitor is sent to log in; a post without the token is refused.
    const visitor = await postUpload(new Browser(server), { file: new File(['a\n1'], 'a.csv') });
    expect(visitor.headers.get('location')).toBe('/demo/login/?next=/datasets/');
    const forged = await student.request('POST', '/datasets/upload/', {
      form: { file: new File(['a\n1'], 'a.csv') },
      csrf: false,
    });
    expect(forged.status).toBe(403);
  });
});
