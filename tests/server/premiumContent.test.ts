/**
 * Premium lessons keep their content from users who may not use them: the lesson comes with
 * its step list only, and a single step is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import type { Lesson } from '../../src/api/schemas/lesson';
import { LessonStepSchema } from '../../src/api/schemas/lessonStep';
import { fetchLesson, stepOf } from './support/answerKeys';
import { Browser, expectShape, json, removeDir, startServer } from './support/testServer';

const PREMIUM_DETAIL = 'This lesson requires a premium subscription.';

describe('premium content is withheld by the API', () => {
  const server = startServer();
  const visitor = new Browser(server);
  const student = new Browser(server);
  const premiumStudent = new Browser(server);
  const jrTeacher = new Browser(server);
  let simulation: Lesson;

  beforeAll(async () => {
    await student.login('student');
    await premiumStudent.login('premium_student');
    await jrTeacher.login('jr_teacher');
    simulation = await fetchLesson(premiumStudent, 'simulating-daily-temperatures');
  });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  /** The steps keep their ids, order and flags; their content, questions and data are gone. */
  function expectWithheld(lesson: Lesson, full: Lesson): void {
    expect(lesson.steps.map((s) => [s.id, s.order, s.has_simulation])).toEqual(
      full.steps.map((s) => [s.id, s.order, s.has_simulation]),
    );
    for (const step of lesson.steps) {
      expect(step).toMatchObject({ content: '', left_content: '', questions: [], dataplot: null });
    }
    expect(lesson).toMatchObject({ title: full.title, is_premium: true });
  }

  it('sends a premium lesson without its steps’ content to a visitor and a free student', async () => {
    expect(stepOf(simulation, 0).content).not.toBe('');
    expect(stepOf(simulation, 0).left_content).toContain('kind=simulation');
    for (const browser of [visitor, student]) {
      expectWithheld(await fetchLesson(browser, simulation.slug), simulation);
    }
  });

  it('refuses a premium step with 403 to a visitor and a free student', async () => {
    const path = `/api/lessons/${simulation.id}/${stepOf(simulation, 0).id}/`;
    for (const browser of [visitor, student]) {
      const response = await browser.get(path);
      expect(response.status).toBe(403);
      expect(expectShape(ErrorBodySchema, await json(response)).detail).toBe(PREMIUM_DETAIL);
    }
    const allowed = await premiumStudent.get(path);
    expect(allowed.status).toBe(200);
    expect(expectShape(LessonStepSchema, await json(allowed)).questions).toHaveLength(1);
  });

  it('withholds the premium course’s lessons and gives junior premium content to a Jr. teacher', async () => {
    const premiumMedians = await fetchLesson(premiumStudent, 'practice-medians');
    expectWithheld(await fetchLesson(student, 'practice-medians'), premiumMedians);
    const jr = await fetchLesson(jrTeacher, 'jr-counting-practice');
    expect(stepOf(jr, 0).content).not.toBe('');
    expectWithheld(await fetchLesson(student, 'jr-counting-practice'), jr);
  });
});
