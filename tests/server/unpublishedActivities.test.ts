/**
 * An activity not yet published (issue 23): no public listing names it, and its page, lesson,
 * shares and class lists answer only its author, staff and the students of the classes it was
 * assigned to (src/content/activityVisibility.ts, host-demo/server/repos/activityAccess.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuilderActivitySchema } from '../../src/api/schemas/contentBuilder';
import { ContentItemListSchema } from '../../src/api/schemas/contentBrowser';
import { DatasetSchema } from '../../src/api/schemas/dataset';
import { StudentAssignmentListSchema } from '../../src/api/schemas/assignment';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

const server = startServer();
afterAll(() => {
  server.close();
  removeDir(server.dataDir);
});

async function as(username: string | null): Promise<Browser> {
  const browser = new Browser(server);
  if (username) await browser.login(username);
  return browser;
}

/** Made by premium_teacher on the public City Temperatures dataset (id 1), with one step. */
let draft: { id: number; code: string; lessonId: number; title: string };

beforeAll(async () => {
  const author = await as('premium_teacher');
  const made = expectShape(
    BuilderActivitySchema,
    await json(
      await author.post('/api/content-builder/activity/', {
        activity_title: 'Unfinished Harbour Winds',
        activity_type: 'Activity',
        dataset: 1,
      }),
    ),
  );
  await author.patch(`/api/content-builder/activity/${made.id}`, {
    steps: [
      { id: null, content: 'Which harbour is windiest?', left_content: '', data_tool: false },
    ],
  });
  draft = {
    id: made.id,
    code: made.access_url,
    lessonId: made.lesson?.id ?? 0,
    title: made.activity_title,
  };
});

async function browserTitles(browser: Browser): Promise<string[]> {
  const items = expectShape(
    ContentItemListSchema,
    await json(await browser.get('/api/content-browser/')),
  );
  return items.map((item) => item.title);
}

async function datasetActivityTitles(browser: Browser): Promise<string[]> {
  const dataset = expectShape(DatasetSchema, await json(await browser.get('/api/datasets/1/')));
  return dataset.activities.map((activity) => activity.activity_title);
}

describe('an unpublished activity in public listings', () => {
  it('is left out of the content browser for everyone, published ones stay', async () => {
    for (const who of [null, 'student', 'teacher', 'premium_teacher', 'staff_teacher']) {
      const titles = await browserTitles(await as(who));
      expect(titles, String(who)).not.toContain(draft.title);
    }
    server.context.db
      .prepare(`UPDATE activities SET review_status = 'published' WHERE id = ?`)
      .run(draft.id);
    expect(await browserTitles(await as(null))).toContain(draft.title);
    server.context.db
      .prepare(`UPDATE activities SET review_status = 'in_review' WHERE id = ?`)
      .run(draft.id);
    expect(await browserTitles(await as(null))).not.toContain(draft.title);
  });

  it('is left out of its dataset’s activities, which still list the published ones', async () => {
    for (const who of [null, 'student', 'premium_teacher']) {
      const titles = await datasetActivityTitles(await as(who));
      expect(titles, String(who)).toContain('Comparing City Climates');
      expect(titles, String(who)).not.toContain(draft.title);
    }
  });
});

describe('an unpublished activity’s page and calls', () => {
  const page = () => `/activity/${draft.code}/`;

  it('answers its page to the author and staff only, until assigned', async () => {
    for (const who of [null, 'student', 'teacher', 'premium_student']) {
      const response = await (await as(who)).get(page());
      expect(response.status, String(who)).toBe(404);
      expect(await response.text(), String(who)).not.toContain(draft.title);
    }
    for (const who of ['premium_teacher', 'staff_teacher', 'superuser']) {
      const response = await (await as(who)).get(page());
      expect(response.status, who).toBe(200);
      expect(await response.text(), who).toContain(draft.title);
    }
  });

  it('hides its history, shares and class list from others', async () => {
    const teacher = await as('teacher');
    expect((await teacher.get(`/api/activity/history/${draft.id}/`)).status).toBe(404);
    const link = await teacher.post('/api/misc/get_short_url/', {
      url: page(),
      type: 'activity',
      id: draft.id,
    });
    expect(link.status).toBe(404);
    const staff = await as('staff_teacher');
    expect((await staff.get(`/api/activity/history/${draft.id}/`)).status).toBe(200);
    expect(
      (await staff.get(`/api/user-dataset/classroomshare/lesson/${draft.lessonId}/`)).status,
    ).toBe(200);
    const otherPremium = await as('jr_teacher');
    expect(
      (await otherPremium.get(`/api/user-dataset/classroomshare/lesson/${draft.lessonId}/`)).status,
    ).toBe(404);
    // Nor can another teacher hand it to their class.
    expect(
      (await otherPremium.post(`/api/assignments/lesson/${draft.lessonId}/`, { classroom: 4 }))
        .status,
    ).toBe(404);
  });

  it('opens to the students of a class it was assigned to, who find it in their list', async () => {
    const author = await as('premium_teacher');
    const assigned = await author.post(`/api/assignments/lesson/${draft.lessonId}/`, {
      classroom: 3,
    });
    expect(assigned.status).toBe(201);
    const student = await as('student');
    const mine = expectShape(
      StudentAssignmentListSchema,
      await json(await student.get('/api/assignments/mine/')),
    );
    expect(mine.map((a) => a.lesson.id)).toContain(draft.lessonId);
    expect((await student.get(page())).status).toBe(200);
    expect((await student.get(`/api/lessons/${draft.lessonId}/`)).status).toBe(200);
    // premium_student is not on Grade 8 Science Club's roster.
    expect((await (await as('premium_student')).get(page())).status).toBe(404);
    // Still in no public listing.
    expect(await browserTitles(student)).not.toContain(draft.title);
    expect(await datasetActivityTitles(student)).not.toContain(draft.title);
  });
});
