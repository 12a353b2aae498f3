/** Assignments to classes, and the content builder's activities, on the development server. */
import { ClassroomListSchema } from '../../src/api/schemas/sharing';
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AssignmentListSchema,
  AssignmentSchema,
  StreamPostResultSchema,
} from '../../src/api/schemas/assignment';
import {
  ActivityReviewResultSchema,
  BuilderActivitySchema,
} from '../../src/api/schemas/contentBuilder';
import { LessonSchema } from '../../src/api/schemas/lesson';
import {
  Browser,
  expectShape,
  grantClassroom,
  json,
  removeDir,
  startServer,
} from './support/testServer';

describe('assignments and the content builder', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('assigns a lesson to a class and posts it to Google Classroom after a grant', async () => {
    const teacher = new Browser(server);
    await teacher.login('premium_teacher');
    const lesson = expectShape(
      LessonSchema,
      await json(await teacher.get('/api/lessons/climate-check/')),
    );
    const created = await teacher.post(`/api/assignments/lesson/${lesson.id}/`, {
      classroom: 1,
      instructions: 'Finish by Friday.',
      due_date: '2030-05-17',
    });
    expect(created.status).toBe(201);
    const assignment = expectShape(AssignmentSchema, await json(created));
    expect(assignment).toMatchObject({
      lesson: lesson.id,
      classroom: { id: 1, provider: 'google' },
      gassignment_id: null,
    });
    const list = expectShape(
      AssignmentListSchema,
      await json(await teacher.get(`/api/assignments/lesson/${lesson.id}/`)),
    );
    expect(list.map((a) => a.id)).toEqual([assignment.id]);

    const refused = await teacher.post(`/assignment/google_stream_post/${assignment.id}/`, {});
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({
      error: 'Insufficient Scope',
      code: 'insufficient_scope',
    });
    await grantClassroom(teacher);
    const posted = expectShape(
      StreamPostResultSchema,
      await json(await teacher.post(`/assignment/google_stream_post/${assignment.id}/`, {})),
    );
    expect(posted.success).toBe(true);
    expect(posted.gassignment_id).toMatch(/^\d+$/);
    const after = expectShape(
      AssignmentListSchema,
      await json(await teacher.get(`/api/assignments/lesson/${lesson.id}/`)),
    );
    expect(after[0]?.gassignment_id).toBe(posted.gassignment_id);
    expect(
      (await teacher.post(`/assignment/clever_stream_post/${assignment.id}/`, {})).status,
    ).toBe(400);
  });

  it('lists the classes a lesson can be assigned to, marking those it is assigned to', async () => {
    const teacher = new Browser(server);
    await teacher.login('premium_teacher');
    const lesson = expectShape(
      LessonSchema,
      await json(await teacher.get('/api/lessons/ocean-temperatures-activity/')),
    );
    const before = expectShape(
      ClassroomListSchema,
      await json(await teacher.get(`/api/user-dataset/classroomshare/lesson/${lesson.id}/`)),
    );
    expect(before.map((room) => room.isShared)).toEqual([false, false, false]);
    await teacher.post(`/api/assignments/lesson/${lesson.id}/`, { classroom: before[1]?.id });
    const after = expectShape(
      ClassroomListSchema,
      await json(await teacher.get(`/api/user-dataset/classroomshare/lesson/${lesson.id}/`)),
    );
    expect(after.map((room) => room.isShared)).toEqual([false, true, false]);
    expect((await teacher.get('/api/user-dataset/classroomshare/lesson/9999/')).status).toBe(404);
  });

  it('reports a multiple-accounts browser with the @ClassroomDisabled message', async () => {
    const teacher = new Browser(server);
    await teacher.login('premium_teacher');
    const lesson = expectShape(
      LessonSchema,
      await json(await teacher.get('/api/lessons/weather-watch/')),
    );
    const assignment = expectShape(
      AssignmentSchema,
      await json(await teacher.post(`/api/assignments/lesson/${lesson.id}/`, { classroom: 1 })),
    );
    await grantClassroom(teacher, { multiAccount: true });
    const result = expectShape(
      StreamPostResultSchema,
      await json(await teacher.post(`/assignment/google_stream_post/${assignment.id}/`, {})),
    );
    expect(result.success).toBe(false);
    expect(result.message.startsWith('@ClassroomDisabled')).toBe(true);
  });

  it('keeps assignments to teachers and their own classes', async () => {
    const student = new Browser(server);
    await student.login('student');
    expect((await student.get('/api/assignments/lesson/1/')).status).toBe(403);
    const teacher = new Browser(server);
    await teacher.login('teacher');
    // Assigning is sharing with a class: a premium or Jr. subscription first (spec section 6).
    expect((await teacher.post('/api/assignments/lesson/1/', { classroom: 1 })).status).toBe(403);
    const staff = new Browser(server);
    await staff.login('staff_teacher');
    expect((await staff.post('/api/assignments/lesson/1/', { classroom: 5 })).status).toBe(403);
    const premium = new Browser(server);
    await premium.login('premium_teacher');
    expect((await premium.post('/api/assignments/lesson/1/', { classroom: 5 })).status).toBe(404);
    expect(
      (await premium.post('/api/assignments/lesson/1/', { classroom: 1, due_date: 'soon' })).status,
    ).toBe(400);
  });

  it('lets the author edit an activity and send it for review', async () => {
    const author = new Browser(server);
    await author.login('premium_teacher');
    const patched = await author.patch('/api/content-builder/activity/4', {
      activity_title: 'My Ride Speeds',
    });
    expect(patched.status).toBe(200);
    const activity = expectShape(BuilderActivitySchema, await json(patched));
    expect(activity).toMatchObject({
      id: 4,
      activity_title: 'My Ride Speeds',
      review_status: 'draft',
    });
    const review = await author.post('/api/content-builder/activity/submit-review/', { id: 4 });
    expect(expectShape(ActivityReviewResultSchema, await json(review))).toEqual({
      success: true,
      status: 'in_review',
    });
    expect(
      (await author.patch('/api/content-builder/activity/1', { activity_title: 'Mine now' }))
        .status,
    ).toBe(403);
    expect((await author.patch('/api/content-builder/activity/4', { unknown: 1 })).status).toBe(
      400,
    );

    const plain = new Browser(server);
    await plain.login('teacher');
    expect(
      (await plain.patch('/api/content-builder/activity/4', { activity_title: 'x' })).status,
    ).toBe(403);
    const staff = new Browser(server);
    await staff.login('staff_teacher');
    const edited = await staff.patch('/api/content-builder/activity/4', {
      source: 'Checked by staff',
    });
    expect(v.parse(BuilderActivitySchema, await json(edited)).source).toBe('Checked by staff');
  });
});
