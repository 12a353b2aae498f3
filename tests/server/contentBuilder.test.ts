/**
 * The content builder's API (docs/api.md): who may use it on which variant, creating an
 * activity, saving its steps with a version check, and what reaches the students of a class.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { StudentAssignmentListSchema } from '../../src/api/schemas/assignment';
import { AppConfigSchema } from '../../src/api/schemas/appConfig';
import {
  ActivityConflictSchema,
  BuilderActivityListSchema,
  BuilderActivitySchema,
} from '../../src/api/schemas/contentBuilder';
import { LessonSchema } from '../../src/api/schemas/lesson';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

const MAIN = 'http://localhost';
const JR = 'http://127.0.0.1';

async function as(server: ReturnType<typeof startServer>, username: string | null, origin = MAIN) {
  const browser = new Browser(server, origin);
  if (username) await browser.login(username);
  return browser;
}

async function create(browser: Browser, body: Record<string, unknown> = {}) {
  return browser.post('/api/content-builder/activity/', {
    activity_title: 'Coastal Cities',
    activity_type: 'Task',
    dataset: 1,
    ...body,
  });
}

describe('content builder access per role and variant', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  // [user, main variant status, Jr. variant status]
  const cases: [string | null, number, number][] = [
    [null, 403, 403],
    ['student', 403, 403],
    ['premium_student', 403, 403],
    ['teacher', 403, 403],
    ['premium_teacher', 201, 201],
    ['jr_teacher', 403, 201],
    ['staff_teacher', 201, 201],
    ['superuser', 201, 201],
  ];
  for (const [user, main, jr] of cases) {
    it(`${user ?? 'a visitor'}: ${main} on the main site, ${jr} on the Jr. site`, async () => {
      expect((await create(await as(server, user, MAIN))).status).toBe(main);
      expect((await create(await as(server, user, JR))).status).toBe(jr);
      expect(
        (await (await as(server, user, MAIN)).get('/api/content-builder/activity/')).status,
      ).toBe(main === 201 ? 200 : 403);
    });
  }

  it('keeps a Jr.-only teacher out of the main site’s edits too', async () => {
    const jrOnJr = await as(server, 'jr_teacher', JR);
    const made = expectShape(BuilderActivitySchema, await json(await create(jrOnJr)));
    const jrOnMain = await as(server, 'jr_teacher', MAIN);
    const patch = await jrOnMain.patch(`/api/content-builder/activity/${made.id}`, {
      activity_title: 'Changed',
    });
    expect(patch.status).toBe(403);
    expect(
      (await jrOnJr.patch(`/api/content-builder/activity/${made.id}`, { activity_title: 'Mine' }))
        .status,
    ).toBe(200);
  });

  it('tells the widgets in app_config that a subscription is needed', async () => {
    const config = expectShape(
      AppConfigSchema,
      await json(await server.app.request('/api/app_config/')),
    );
    expect(config.content_builder_requires_subscription).toBe(true);
  });
});

describe('content builder open to every teacher when no subscription is required', () => {
  const server = startServer({ contentBuilderRequiresSubscription: false });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('lets a teacher without subscription in, and still no student', async () => {
    const config = expectShape(
      AppConfigSchema,
      await json(await server.app.request('/api/app_config/')),
    );
    expect(config.content_builder_requires_subscription).toBe(false);
    expect((await create(await as(server, 'teacher'))).status).toBe(201);
    expect((await create(await as(server, 'premium_student'))).status).toBe(403);
  });
});

describe('building, saving and assigning an activity', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('creates an activity with its lesson, and refuses a bad one with a clear message', async () => {
    const teacher = await as(server, 'premium_teacher');
    const response = await create(teacher);
    expect(response.status).toBe(201);
    const activity = expectShape(BuilderActivitySchema, await json(response));
    expect(activity).toMatchObject({
      activity_title: 'Coastal Cities',
      activity_type: 'Task',
      review_status: 'draft',
      version: 1,
      steps: [],
    });
    expect(activity.dataset?.attributes.map((a) => a.id)).toContain('latitude');
    expect(activity.lesson?.slug).toMatch(/^activity-\d+-coastal-cities$/);
    const lesson = expectShape(
      LessonSchema,
      await json(await teacher.get(`/api/lessons/${activity.lesson?.id}/`)),
    );
    expect(lesson).toMatchObject({ title: 'Coastal Cities', lesson_type: 'task', steps: [] });

    const bad = await create(teacher, { activity_title: '  ', activity_type: 'Quiz' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toMatch(/Enter a title/);
    expect((await create(teacher, { dataset: 9999 })).status).toBe(400);

    const list = expectShape(
      BuilderActivityListSchema,
      await json(await teacher.get('/api/content-builder/activity/')),
    );
    expect(list[0]).toMatchObject({ id: activity.id, step_count: 0 });
  });

  it('saves ordered steps, refuses an older version with the current activity, and deletes left-out steps', async () => {
    const teacher = await as(server, 'premium_teacher');
    const activity = expectShape(BuilderActivitySchema, await json(await create(teacher)));
    const url = `/api/content-builder/activity/${activity.id}`;
    const first = expectShape(
      BuilderActivitySchema,
      await json(
        await teacher.patch(url, {
          version: 1,
          steps: [
            { id: null, content: '# One', left_content: 'Look left', data_tool: false },
            { id: null, content: '# Two', left_content: '', data_tool: true },
          ],
        }),
      ),
    );
    expect(first.version).toBe(2);
    expect(first.steps.map((s) => [s.content, s.data_tool])).toEqual([
      ['# One', false],
      ['# Two', true],
    ]);
    const [one, two] = first.steps;
    const lesson = v.parse(
      LessonSchema,
      await json(await teacher.get(`/api/lessons/${first.lesson?.id}/`)),
    );
    expect(lesson.steps.map((s) => s.order)).toEqual([1, 2]);
    expect(lesson.steps[1]?.dataplot?.course_dataset?.dataset_name).toBeTruthy();

    // Another tab still on version 1.
    const stale = await teacher.patch(url, { version: 1, activity_title: 'Old tab' });
    expect(stale.status).toBe(409);
    const conflict = expectShape(ActivityConflictSchema, await json(stale));
    expect(conflict.activity.version).toBe(2);
    expect(conflict.activity.activity_title).toBe('Coastal Cities');

    // Reordered, the first one deleted.
    const reordered = expectShape(
      BuilderActivitySchema,
      await json(
        await teacher.patch(url, {
          version: 2,
          steps: [{ id: two?.id ?? null, content: '# Two!', left_content: '', data_tool: false }],
        }),
      ),
    );
    expect(reordered.steps).toEqual([
      { id: two?.id, content: '# Two!', left_content: '', data_tool: false },
    ]);
    expect(
      (
        await teacher.patch(url, {
          steps: [{ id: one?.id ?? null, content: 'x', left_content: '', data_tool: false }],
        })
      ).status,
    ).toBe(400);
    // Another author's activity stays theirs.
    const other = await as(server, 'staff_teacher');
    const theirs = expectShape(BuilderActivitySchema, await json(await create(other)));
    expect(
      (
        await teacher.patch(`/api/content-builder/activity/${theirs.id}`, {
          steps: [
            { id: theirs.steps[0]?.id ?? null, content: 'x', left_content: '', data_tool: false },
          ],
        })
      ).status,
    ).toBe(403);
    expect((await teacher.get(`/api/content-builder/activity/${theirs.id}/`)).status).toBe(403);
  });

  it('refuses a data-tool step in an activity without a dataset', async () => {
    const teacher = await as(server, 'premium_teacher');
    const activity = expectShape(
      BuilderActivitySchema,
      await json(await create(teacher, { dataset: null })),
    );
    const response = await teacher.patch(`/api/content-builder/activity/${activity.id}`, {
      steps: [{ id: null, content: 'x', left_content: '', data_tool: true }],
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await json(response))).toMatch(/Choose a dataset/);
  });

  it('lists an assigned activity for the students on the class roster only', async () => {
    const teacher = await as(server, 'premium_teacher');
    const activity = expectShape(
      BuilderActivitySchema,
      await json(await create(teacher, { activity_title: 'Rainy Days' })),
    );
    const lessonId = activity.lesson?.id ?? 0;
    expect(
      (await teacher.post(`/api/assignments/lesson/${lessonId}/`, { classroom: 3 })).status,
    ).toBe(201);

    const student = await as(server, 'student');
    const mine = expectShape(
      StudentAssignmentListSchema,
      await json(await student.get('/api/assignments/mine/')),
    );
    expect(mine[0]).toMatchObject({
      lesson: { id: lessonId, title: 'Rainy Days', lesson_type: 'task' },
      classroom: { class_grade: 'Grade 8', section: 'Science Club' },
      teacher: 'premium_teacher',
    });
    // premium_student is on Grade 6 A's roster only.
    const other = await as(server, 'premium_student');
    const theirs = expectShape(
      StudentAssignmentListSchema,
      await json(await other.get('/api/assignments/mine/')),
    );
    expect(theirs.some((a) => a.lesson.id === lessonId)).toBe(false);
    expect((await (await as(server, null)).get('/api/assignments/mine/')).status).toBe(403);
  });

  it('keeps an unpublished activity to its author, staff and the students it was assigned to', async () => {
    const teacher = await as(server, 'premium_teacher');
    const activity = expectShape(
      BuilderActivitySchema,
      await json(await create(teacher, { activity_title: 'Draft Only' })),
    );
    const saved = expectShape(
      BuilderActivitySchema,
      await json(
        await teacher.patch(`/api/content-builder/activity/${activity.id}`, {
          version: 1,
          steps: [{ id: null, content: '# Secret', left_content: '', data_tool: false }],
        }),
      ),
    );
    const lessonId = saved.lesson?.id ?? 0;
    const stepId = saved.steps[0]?.id ?? 0;
    const reads = async (browser: Browser) => [
      (await browser.get(`/api/lessons/${lessonId}/`)).status,
      (await browser.get(`/api/lessons/${lessonId}/${stepId}/`)).status,
    ];
    expect(await reads(teacher)).toEqual([200, 200]);
    expect(await reads(await as(server, 'staff_teacher'))).toEqual([200, 200]);
    const student = await as(server, 'student');
    for (const outsider of [await as(server, null), student, await as(server, 'teacher')]) {
      expect(await reads(outsider)).toEqual([404, 404]);
    }
    // Nor can a student start it (no user lesson for a lesson they cannot read).
    expect((await student.post('/api/user-lessons', { lesson: lessonId })).status).toBe(404);

    // Assigned to Grade 8 Science Club, whose roster has `student`, but not premium_student.
    await teacher.post(`/api/assignments/lesson/${lessonId}/`, { classroom: 3 });
    expect(await reads(student)).toEqual([200, 200]);
    expect((await student.post('/api/user-lessons', { lesson: lessonId })).status).toBe(201);
    expect(await reads(await as(server, 'premium_student'))).toEqual([404, 404]);
  });
});
