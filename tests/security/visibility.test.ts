/** Point 3: a private dataset exists only for its owner and staff; premium datasets are withheld. */
import { afterAll, describe, expect, it } from 'vitest';
import { Browser, json, removeDir, startServer } from '../server/support/testServer';
import { loggedIn, PREMIUM_DATASET, PRIVATE_DATASET } from './support';

const server = startServer();
afterAll(() => {
  server.close();
  removeDir(server.dataDir);
});

const { id, code } = PRIVATE_DATASET;
const READS = [
  `/api/datasets/history/${id}/`,
  `/api/datasets/notes/${id}/`,
  `/api/datasets/metadata-history/${id}/`,
  `/api/user-dataset/history/${id}/`,
  `/api/user-dataset/classroomshare/dataset/${id}/`,
  `/api/user-dataset/classroomshare/dataset/${code}/`,
  `/api/datasets/${code}/`,
  `/api/datasets/${code}/csv/`,
];

async function shareCalls(browser: Browser): Promise<number[]> {
  const share = { classroomId: 1, type: 'dataset', id };
  return [
    (await browser.post('/api/teacher/classrooms/1/sharewith/', share)).status,
    (await browser.post('/api/teacher/classrooms/1/sharewith-google/', share)).status,
    (
      await browser.request('POST', '/misc/sharedataset/', {
        form: {
          page_link: `http://localhost/datasets/${code}/`,
          email: 'friend@example.org',
          sender_name: 'Ana',
          message: 'look',
          type: 'dataset',
        },
      })
    ).status,
    (
      await browser.post('/api/misc/get_short_url/', {
        url: `/datasets/${code}/`,
        type: 'dataset',
        id,
      })
    ).status,
  ];
}

describe('a private dataset', () => {
  it.each(['teacher', 'student', 'jr_teacher'])('is not found by %s', async (username) => {
    const other = await loggedIn(server, username);
    for (const path of READS) expect((await other.get(path)).status, path).toBe(404);
    for (const status of await shareCalls(other)) expect(status).toBe(404);
  });

  it('is not found by a visitor either (its API reads answer 403 or 404, never the data)', async () => {
    const visitor = new Browser(server);
    for (const path of READS) expect([403, 404], path).toContain((await visitor.get(path)).status);
    const email = await shareCalls(visitor);
    expect(email[2]).toBe(404);
  });

  it('is there for its owner and for staff', async () => {
    for (const username of [PRIVATE_DATASET.owner, 'staff_teacher']) {
      const browser = await loggedIn(server, username);
      for (const path of READS.slice(0, 4))
        expect((await browser.get(path)).status, `${username} ${path}`).toBe(200);
    }
    // Its class list too, for a teacher who may share with a class; staff without a
    // subscription are told so (403), which a missing dataset would not be (404).
    const owner = await loggedIn(server, PRIVATE_DATASET.owner);
    expect((await owner.get(READS[4] ?? '')).status).toBe(200);
    const staff = await loggedIn(server, 'staff_teacher');
    expect((await staff.get(READS[4] ?? '')).status).toBe(403);
  });
});

describe('a premium dataset', () => {
  it.each([null, 'student', 'teacher'])('withholds content and CSV from %s', async (username) => {
    const browser = username ? await loggedIn(server, username) : new Browser(server);
    const csv = await browser.get(`/api/datasets/${PREMIUM_DATASET.code}/csv/`);
    expect(csv.status).toBe(403);
    expect(await csv.text()).not.toContain('Bolt');
    const dataset = (await json(await browser.get(`/api/datasets/${PREMIUM_DATASET.code}/`))) as {
      activities: unknown[];
      datastories: unknown[];
      reference_doc: unknown[];
    };
    expect(dataset.activities).toEqual([]);
    expect(dataset.datastories).toEqual([]);
    expect(dataset.reference_doc).toEqual([]);
  });

  it('serves content and CSV to a premium user', async () => {
    const premium = await loggedIn(server, 'premium_teacher');
    const csv = await premium.get(`/api/datasets/${PREMIUM_DATASET.code}/csv/`);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Bolt');
  });
});
