import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  CourseSchema,
  CourseSummarySchema,
  EnrollmentSchema,
  type Course,
} from '../../src/api/schemas/course';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { LESSON_TYPES, LessonSchema } from '../../src/api/schemas/lesson';
import { LessonStepSchema } from '../../src/api/schemas/lessonStep';
import { QUESTION_TYPES } from '../../src/api/schemas/question';
import { UserSchema } from '../../src/api/schemas/user';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

describe('courses and lessons', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  async function course(browser: Browser, id: string | number): Promise<Course> {
    const response = await browser.get(`/api/courses/${id}`);
    expect(response.status).toBe(200);
    return expectShape(CourseSchema, await json(response));
  }

  it('shows a course to a visitor, by id or by access_url, not enrolled', async () => {
    const visitor = new Browser(server);
    const bySlug = await course(visitor, 'climate-data');
    const byId = await course(visitor, bySlug.id);
    expect(byId).toEqual(bySlug);
    expect(bySlug.enroll_id).toBe(0);
    expect(bySlug.starting_step).toBeNull();
    expect(bySlug.is_premium).toBe(false);
    expect(bySlug.modules.length).toBeGreaterThanOrEqual(2);
  });

  it('lists the courses, one free and one premium', async () => {
    const list = expectShape(
      v.array(CourseSummarySchema),
      await json(await server.app.request('/api/courses/')),
    );
    expect(list.map((c) => [c.access_url, c.is_premium])).toEqual([
      ['climate-data', false],
      ['sports-statistics', true],
    ]);
  });

  it('has every lesson type, with at least two modules per course', async () => {
    const visitor = new Browser(server);
    const types = new Set<string>();
    for (const slug of ['climate-data', 'sports-statistics']) {
      const c = await course(visitor, slug);
      expect(c.modules.length).toBeGreaterThanOrEqual(2);
      for (const module of c.modules)
        for (const lesson of module.lessons) types.add(lesson.lesson_type);
    }
    for (const type of LESSON_TYPES) expect(types, type).toContain(type);
    const premium = await course(visitor, 'sports-statistics');
    expect(premium.modules.flatMap((m) => m.lessons).every((l) => l.is_premium)).toBe(true);
  });

  it('answers 404 for an unknown course', async () => {
    const response = await server.app.request('/api/courses/no-such-course');
    expect(response.status).toBe(404);
    expectShape(ErrorBodySchema, await json(response));
  });

  it('serves a lesson with its steps and parsed questions of every type, by id or slug', async () => {
    const types = new Set<string>();
    const c = await course(new Browser(server), 'climate-data');
    for (const summary of c.modules.flatMap((m) => m.lessons)) {
      const lesson = expectShape(
        LessonSchema,
        await json(await server.app.request(`/api/lessons/${summary.id}/`)),
      );
      expect(lesson.slug).toBe(summary.slug);
      expect(lesson.steps.map((s) => s.order)).toEqual(lesson.steps.map((_, i) => i + 1));
      expect(lesson.is_assessment).toBe(lesson.lesson_type === 'taskassessment');
      for (const step of lesson.steps) for (const q of step.questions) types.add(q.type);
      const bySlug = expectShape(
        LessonSchema,
        await json(await server.app.request(`/api/lessons/${summary.slug}/`)),
      );
      expect(bySlug.id).toBe(lesson.id);
    }
    for (const type of QUESTION_TYPES) expect(types, type).toContain(type);
  });

  it('serves one step, with a data plot and a simulation where the content has them', async () => {
    // A premium teacher sees everything: premium content, and the keys (teachers review with them).
    const reviewer = new Browser(server);
    await reviewer.login('premium_teacher');
    const story = expectShape(
      LessonSchema,
      await json(await reviewer.get('/api/lessons/the-story-of-a-heatwave/')),
    );
    const first = story.steps[0];
    if (!first) throw new Error('no step');
    const step = expectShape(
      LessonStepSchema,
      await json(await reviewer.get(`/api/lessons/${story.id}/${first.id}/`)),
    );
    const dataset = step.dataplot?.course_dataset?.dataset;
    expect(dataset?.column_ids).toContain('jul_c');
    expect(dataset?.rows.length).toBeGreaterThanOrEqual(20);
    expect(dataset?.columns.map((col) => col.id)).toEqual(dataset?.column_ids);
    expect(step.dataplot?.course_dataset?.keywords.map((k) => k.keyword)).toContain('latitude');
    expect(step.questions[0]).toMatchObject({
      questionId: 'q-coldest-july',
      type: 'radio',
      answer: 3,
    });
    expect(step.questions[0]?.options).toEqual(['Cairo', 'Tokyo', 'Santiago', 'Mumbai']);
    expect(step.questions[0]?.solution).toContain('Santiago');

    const simulation = expectShape(
      LessonSchema,
      await json(await reviewer.get('/api/lessons/simulating-daily-temperatures/')),
    );
    expect(simulation.is_premium).toBe(true);
    expect(simulation.steps[0]?.has_simulation).toBe(true);
    expect(simulation.steps[0]?.left_content).toContain('kind=simulation');
    expect(simulation.steps[1]?.continue_dataenv).toBe(true);
  });

  it('answers 404 for a step of another lesson', async () => {
    const a = expectShape(
      LessonSchema,
      await json(await server.app.request('/api/lessons/the-story-of-a-heatwave/')),
    );
    const b = expectShape(
      LessonSchema,
      await json(await server.app.request('/api/lessons/climate-check/')),
    );
    const response = await server.app.request(`/api/lessons/${a.id}/${b.steps[0]?.id}/`);
    expect(response.status).toBe(404);
  });

  it('has junior content', async () => {
    const lesson = expectShape(
      LessonSchema,
      await json(await server.app.request('/api/lessons/weather-watch/')),
    );
    expect(lesson.is_tuva_jr).toBe(true);
  });

  it('keeps enrolling to logged-in users', async () => {
    const visitor = new Browser(server);
    const response = await visitor.post('/api/courses/enroll/', {
      course: 1,
      user: 1,
      is_completed: false,
    });
    expect(response.status).toBe(403);
  });

  it('enrolls a student in the free course and sets enroll_id for that user only', async () => {
    const student = new Browser(server);
    await student.login('student');
    const me = expectShape(UserSchema, await json(await student.get('/api/whoami/')));
    const first = await student.post('/api/courses/enroll/', {
      course: 1,
      user: me.id,
      is_completed: false,
    });
    expect(first.status).toBe(201);
    const enrollment = expectShape(EnrollmentSchema, await json(first));
    expect(enrollment).toMatchObject({ course: 1, user: me.id, is_completed: false });
    expect((await course(student, 'climate-data')).enroll_id).toBe(enrollment.id);

    const again = await student.post('/api/courses/enroll/', {
      course: 1,
      user: me.id,
      is_completed: false,
    });
    expect(again.status).toBe(200);
    expect(expectShape(EnrollmentSchema, await json(again)).id).toBe(enrollment.id);

    const teacher = new Browser(server);
    await teacher.login('teacher');
    expect((await course(teacher, 'climate-data')).enroll_id).toBe(0);
  });

  it('refuses an enrollment for somebody else and a malformed one', async () => {
    const student = new Browser(server);
    await student.login('student');
    expect((await student.post('/api/courses/enroll/', { course: 1, user: 4 })).status).toBe(400);
    const missing = await student.post('/api/courses/enroll/', { user: 1 });
    expect(missing.status).toBe(400);
    expect(expectShape(ErrorBodySchema, await json(missing)).detail).toMatch(/course/);
  });

  it('keeps the premium course for premium users', async () => {
    const student = new Browser(server);
    await student.login('student');
    const refused = await student.post('/api/courses/enroll/', { course: 2, user: 1 });
    expect(refused.status).toBe(403);
    expect(expectShape(ErrorBodySchema, await json(refused)).detail).toMatch(/premium/i);

    const premium = new Browser(server);
    await premium.login('premium_student');
    const ok = await premium.post('/api/courses/enroll/', { course: 2, user: 2 });
    expect(ok.status).toBe(201);
  });

  it('counts the steps a user answered at least once, none for a visitor', async () => {
    const done = async (browser: Browser) =>
      (await course(browser, 'climate-data')).modules
        .flatMap((m) => m.lessons)
        .find((l) => l.slug === 'what-is-an-average-temperature')?.steps_done;
    const premium = new Browser(server);
    await premium.login('premium_student');
    // The seeded returning learner answered the first step.
    expect(await done(premium)).toBe(1);
    expect(await done(new Browser(server))).toBe(0);
  });

  it('gives the seeded returning learner a starting step', async () => {
    const premium = new Browser(server);
    await premium.login('premium_student');
    const c = await course(premium, 'climate-data');
    expect(c.enroll_id).toBeGreaterThan(0);
    expect(c.starting_step).toMatchObject({
      module_slug: 'reading-temperature-data',
      lesson_slug: 'what-is-an-average-temperature',
    });
  });
});
