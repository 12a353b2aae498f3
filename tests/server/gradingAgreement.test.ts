/**
 * Issue 24: the server and the lesson player read questions and grade answers by one rule.
 * For step content and answers as teachers and students can write them (support/stepContent.ts),
 * the server lists the questions the player's parse finds (ids, types, options, keys,
 * solutions), its content without keys reads to the same questions without them, and the
 * verdict it stores for a checked answer is the one the player shows for a teacher's check.
 */
import fc from 'fast-check';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../src/api/schemas/lesson';
import type { LessonStep } from '../../src/api/schemas/lessonStep';
import type { AnswerMap } from '../../src/api/schemas/question';
import type { StepResponse } from '../../src/api/schemas/stepResponse';
import { loadAllMarkup } from '../../src/markup/load';
import { installNodeNameFix } from '../../src/markup/testing/domCompat';
import { parseMarkup } from '../../src/markup/parseMarkup';
import { gradeLocally, type AnswerValues } from '../../widgets/lesson-player/step/answerValues';
import { fetchLesson } from './support/answerKeys';
import { answerMap, stepContent } from './support/stepContent';
import { Browser, json, removeDir, startServer } from './support/testServer';

/** Enough cases to meet every type, key form and answer form many times over. */
const RUNS = 150;
const PRACTICE = 'practice-averages-and-ranges';

describe('server and lesson player agree on questions and verdicts', () => {
  const server = startServer();
  const { db } = server.context;
  const student = new Browser(server);
  const teacher = new Browser(server);
  let enrollId = 0;
  let lesson: Lesson;
  let stepId = 0;

  /**
   * The player parses in a page; here a happy-dom window stands in for it, given to the parse
   * alone (the server runs on Node's own fetch classes).
   */
  const page = new Window({ url: 'http://localhost/' });
  installNodeNameFix(page as unknown as Parameters<typeof installNodeNameFix>[0]);
  function parseInPage(content: string) {
    const global = globalThis as { window?: unknown };
    global.window = page;
    try {
      return parseMarkup(content);
    } finally {
      delete global.window;
    }
  }

  beforeAll(async () => {
    await loadAllMarkup();
    await student.login('student');
    await teacher.login('teacher');
    const enrolled = await student.post('/api/courses/enroll/', { course: 1, user: 1 });
    enrollId = ((await json(enrolled)) as { id: number }).id;
    lesson = await fetchLesson(teacher, PRACTICE);
    stepId = lesson.steps[0]?.id ?? 0;
  });
  afterAll(async () => {
    await page.happyDOM.close();
    server.close();
    removeDir(server.dataDir);
  });

  /** The step as `browser` receives it, once its content is `content` and nothing is saved. */
  async function stepAs(browser: Browser): Promise<LessonStep> {
    const response = await browser.get(`/api/lessons/${lesson.id}/${stepId}/`);
    expect(response.status).toBe(200);
    return (await json(response)) as LessonStep;
  }

  /** Checks the answers as the student (submitted: true), returning the stored verdicts. */
  async function check(response: AnswerMap): Promise<AnswerMap> {
    const saved = await student.post(`/api/course-response/${enrollId}`, {
      lesson_step: stepId,
      response,
      attempt: true,
      submitted: true,
    });
    expect(saved.status).toBe(201);
    return ((await json(saved)) as StepResponse).response;
  }

  it(`for ${RUNS} generated steps and answers`, async () => {
    await fc.assert(
      fc.asyncProperty(stepContent, answerMap, async (content, response) => {
        db.prepare('UPDATE lesson_steps SET content = ? WHERE id = ?').run(content, stepId);
        db.prepare(
          'DELETE FROM course_responses WHERE enrollment_id = ? AND lesson_step_id = ?',
        ).run(enrollId, stepId);
        const player = parseInPage(content);
        expect(player.failure).toBeNull();

        // The questions the server lists to a teacher are the player's, with their keys.
        const listed = (await stepAs(teacher)).questions;
        expect(
          listed.map((q) => ({
            id: q.questionId,
            type: q.type,
            options: q.options,
            answer: q.answer,
            solution: q.solution,
          })),
        ).toEqual(
          player.questions.map((q) => ({
            id: q.questionId,
            type: q.type,
            options: q.options,
            answer: player.answerKey[q.questionId]?.answer ?? null,
            solution: player.answerKey[q.questionId]?.solution || null,
          })),
        );

        // A student's copy before the check reads to the same questions, without any key.
        const redacted = await stepAs(student);
        const withoutKeys = parseInPage(redacted.content);
        expect(withoutKeys.questions.map((q) => [q.questionId, q.type, q.options])).toEqual(
          player.questions.map((q) => [q.questionId, q.type, q.options]),
        );
        for (const entry of Object.values(withoutKeys.answerKey)) {
          expect(entry).toMatchObject({ answer: null, solution: '' });
        }
        expect(redacted.questions.every((q) => q.answer === null && q.solution === null)).toBe(
          true,
        );

        // The verdict the server stores is the one the player shows for the same answers.
        const stored = await check(response);
        const values: AnswerValues = {};
        for (const [id, answer] of Object.entries(response)) values[id] = answer.userAnswer;
        const shown = gradeLocally(player.questions, values, player.answerKey);
        const known = player.questions.map((q) => q.questionId).filter((id) => id in response);
        expect(Object.keys(stored).sort()).toEqual(known.sort());
        for (const id of known) expect(stored[id]?.isCorrect, id).toBe(shown[id]);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
