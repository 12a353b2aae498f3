import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import {
  CsvUpdateResultSchema,
  DatasetSchema,
  HistoryResponseSchema,
  MetadataHistoryResponseSchema,
  NotesResponseSchema,
} from '../../src/api/schemas/dataset';
import { VocabularySchema } from '../../src/api/schemas/keyword';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

describe('datasets', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('lists public datasets, plus private ones to their owner', async () => {
    const names = async (browser: Browser) =>
      expectShape(v.array(DatasetSchema), await json(await browser.get('/api/datasets/'))).map(
        (d) => d.access_url,
      );
    const visitor = await names(new Browser(server));
    expect(visitor).toContain('world-city-temperatures');
    expect(visitor).not.toContain('my-bike-rides');
    const owner = new Browser(server);
    await owner.login('premium_teacher');
    expect(await names(owner)).toContain('my-bike-rides');
  });

  it('describes a dataset with everything the popups show', async () => {
    const d = expectShape(
      DatasetSchema,
      await json(await server.app.request('/api/datasets/world-city-temperatures/')),
    );
    expect(d).toMatchObject({
      privacy: 'Public',
      access_type: 'Public',
      is_course_dataset: true,
      is_archived: false,
    });
    expect(d.group_tags.length).toBeGreaterThan(0);
    expect(d.reference_doc[0]?.media_url).toMatch(/^\/demo\/assets\//);
    expect(d.datasource[0]?.source_name).toBeTruthy();
    expect(d.case_attrib_stats).toEqual({ cases: 20, attributes: 9 });
    expect(d.no_of_activities).toBe(d.activities.length);
    expect(d.datastories.length).toBeGreaterThan(0);
    const guide = await server.app.request(d.reference_doc[0]?.media_url ?? '');
    expect(guide.status).toBe(200);
    const csv = await server.app.request(d.get_csv_url ?? '');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'City,Country,Hemisphere,Latitude,January average,April average,July average,October average,Annual average',
    );
    expect(lines).toHaveLength(21);
  });

  it('has an archived dataset with linked activities and a user dataset', async () => {
    const archived = expectShape(
      DatasetSchema,
      await json(await server.app.request('/api/datasets/school-weather-stations-1990/')),
    );
    expect(archived.is_archived).toBe(true);
    expect(archived.activities.length).toBeGreaterThan(0);
    const owner = new Browser(server);
    await owner.login('premium_teacher');
    const mine = expectShape(
      DatasetSchema,
      await json(await owner.get('/api/datasets/my-bike-rides/')),
    );
    expect(mine).toMatchObject({
      is_user_dataset: true,
      privacy: 'Private',
      author: { username: 'premium_teacher' },
    });
    expect((await server.app.request('/api/datasets/my-bike-rides/')).status).toBe(404);
  });

  it('serves the vocabulary and the about text of a course dataset to visitors', async () => {
    const words = expectShape(
      VocabularySchema,
      await json(await server.app.request('/api/course-dataset/1/keywords/')),
    );
    expect(words.map((w) => w.keyword)).toEqual([
      'average',
      'hemisphere',
      'latitude',
      'range',
      'temperature',
    ]);
    expect(words.every((w) => w.keyword_details.length > 0)).toBe(true);
    const about = expectShape(
      DatasetSchema,
      await json(await server.app.request('/api/course-dataset/1/about/')),
    );
    expect(about.dataset_name).toBe('World City Temperatures');
    expect((await server.app.request('/api/course-dataset/99/about/')).status).toBe(404);
  });

  it('returns notes, history and metadata history under any app type', async () => {
    const staff = new Browser(server);
    await staff.login('staff_teacher');
    const notes = expectShape(
      NotesResponseSchema,
      await json(await staff.get('/api/datasets/notes/1/?type=dataset')),
    );
    expect(notes.staff_notes.length).toBe(2);
    const history = expectShape(
      HistoryResponseSchema,
      await json(await staff.get('/api/datasets/history/1/?type=dataset')),
    );
    expect(history.history.length).toBeGreaterThanOrEqual(3);
    const meta = expectShape(
      MetadataHistoryResponseSchema,
      await json(await staff.get('/api/datasets/metadata-history/1/?type=dataset')),
    );
    expect(meta.metadata_history[0]).toMatchObject({
      dataset_name: 'World City Temperatures',
      added_by: { username: 'staff_teacher' },
    });
    expect(meta.metadata_history[0]?.previous_metadata['period']).not.toBe(
      meta.metadata_history[0]?.current_metadata['period'],
    );
    const activity = expectShape(
      HistoryResponseSchema,
      await json(await staff.get('/api/activities/history/1/?type=activity')),
    );
    expect(activity.history[0]?.changes).toMatch(/Published/);
    const empty = expectShape(
      NotesResponseSchema,
      await json(await staff.get('/api/datastories/notes/1/?type=datastory')),
    );
    expect(empty.staff_notes).toEqual([]);
    expect((await new Browser(server).get('/api/datasets/notes/1/?type=dataset')).status).toBe(403);
    expect((await staff.get('/api/datasets/notes/1/?type=poem')).status).toBe(400);
    expect((await staff.get('/api/datasets/notes/999/?type=dataset')).status).toBe(404);
  });

  it('lets only the owner change privacy, on the path that matches the dataset kind', async () => {
    const owner = new Browser(server);
    await owner.login('premium_teacher');
    const wrongPath = await owner.patch('/api/datasets/my-bike-rides/', {
      dataset_privacy: 'Public',
    });
    expect(wrongPath.status).toBe(404);
    const made = await owner.patch('/api/user-dataset/my-bike-rides/', {
      dataset_privacy: 'Public',
    });
    expect(made.status).toBe(200);
    expect(expectShape(DatasetSchema, await json(made)).privacy).toBe('Public');
    expect((await server.app.request('/api/datasets/my-bike-rides/')).status).toBe(200);

    const stranger = new Browser(server);
    await stranger.login('teacher');
    const refused = await stranger.patch('/api/datasets/world-city-temperatures/', {
      dataset_privacy: 'Private',
    });
    expect(refused.status).toBe(403);
    expectShape(ErrorBodySchema, await json(refused));
    const invalid = await owner.patch('/api/user-dataset/my-bike-rides/', {
      dataset_privacy: 'Secret',
    });
    expect(invalid.status).toBe(400);
  });

  it('uploads a CSV as a new private user dataset and replaces its table', async () => {
    const teacher = new Browser(server);
    await teacher.login('teacher');
    const csv = 'Plant,Height (cm),Notes\nBean,12.5,"grew fast, watered daily"\nPea,8,\n';
    const upload = await teacher.request('PUT', '/api/dataset-uploader/userdataset/upload/', {
      form: {
        file: new File([csv], 'plants.csv', { type: 'text/csv' }),
        dataset_name: 'Plant Growth',
      },
    });
    expect(upload.status).toBe(201);
    const dataset = expectShape(DatasetSchema, await json(upload));
    expect(dataset).toMatchObject({
      dataset_name: 'Plant Growth',
      is_user_dataset: true,
      privacy: 'Private',
    });
    expect(dataset.case_attrib_stats).toEqual({ cases: 2, attributes: 3 });
    const table = await (await teacher.get(dataset.get_csv_url ?? '')).text();
    expect(table).toContain('"grew fast, watered daily"');

    const update = await teacher.request('POST', `/mydatasets/wopi/update/${dataset.id}/CSV/`, {
      form: { file: new File(['Plant,Height (cm)\nBean,14\nPea,9\nCorn,30\n'], 'plants.csv') },
    });
    expect(expectShape(CsvUpdateResultSchema, await json(update))).toEqual({
      success: true,
      id: dataset.id,
      rows: 3,
      columns: 2,
    });
    const history = expectShape(
      HistoryResponseSchema,
      await json(await teacher.get(`/api/user-dataset/history/${dataset.id}/?type=userdataset`)),
    );
    expect(history.history.map((h) => h.changes).join(' ')).toMatch(/replaced/);

    const other = new Browser(server);
    await other.login('student');
    const refused = await other.request('POST', `/mydatasets/wopi/update/${dataset.id}/CSV/`, {
      form: { file: new File(['a\n1\n'], 'x.csv') },
    });
    expect(refused.status).toBe(404);
    const empty = await teacher.request('PUT', '/api/dataset-uploader/userdataset/upload/', {
      form: { dataset_name: 'x' },
    });
    expect(empty.status).toBe(400);
  });

  it('takes uploads by size, not rows: 6,000 rows pass, a body over 20 MB is refused unread', async () => {
    const teacher = new Browser(server);
    await teacher.login('teacher');
    const lines = ['x,y', ...Array.from({ length: 6000 }, (_, i) => `${i},${i * 2}`)];
    const big = await teacher.request('PUT', '/api/dataset-uploader/userdataset/upload/', {
      form: { dataset_name: 'Six thousand', file: new File([lines.join('\n')], 'six.csv') },
    });
    expect(big.status).toBeLessThan(300);

    // The declared length is enough to refuse: the body (not a valid form) is never read.
    const refused = await teacher.request('PUT', '/api/dataset-uploader/userdataset/upload/', {
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(21 * 1024 * 1024),
      },
      body: 'not a form',
    });
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain('The CSV file is larger than 20 MB.');
    // Other calls keep the general 10 MB limit.
    const other = await teacher.request('POST', '/api/plots/', {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(11 * 1024 * 1024) },
      body: '{}',
    });
    expect(other.status).toBe(413);
  });
});
