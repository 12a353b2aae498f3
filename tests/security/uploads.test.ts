/** Point 1 and part of 3/4: uploads cannot run script, and answers only keep what they may. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';
import { StepResponseSchema } from '../../src/api/schemas/stepResponse';
import { fetchLesson, stepOf } from '../server/support/answerKeys';
import {
  type Browser,
  expectShape,
  json,
  ownCaptureId,
  removeDir,
  startServer,
} from '../server/support/testServer';
import {
  enroll,
  HTML_AS_PNG_DATA_URL,
  JPEG_DATA_URL,
  loggedIn,
  PNG_DATA_URL,
  SVG_DATA_URL,
} from './support';

const server = startServer();
let student: Browser;
let own = 0;
afterAll(() => {
  server.close();
  removeDir(server.dataDir);
});
beforeAll(async () => {
  student = await loggedIn(server, 'student');
  own = await ownCaptureId(student);
});

const upload = (browser: Browser, a: number | string, dataURL: string) =>
  browser.post(`/api/misc/capture/plotimage/${a}/1/`, { dataURL });

describe('plot image uploads', () => {
  it.each([
    ['an SVG with a script', SVG_DATA_URL],
    ['HTML claiming to be a PNG', HTML_AS_PNG_DATA_URL],
    ['an HTML data URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['a GIF', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='],
  ])('refuses %s with 400 and a clear detail', async (_, dataURL) => {
    const response = await upload(student, own, dataURL);
    expect(response.status).toBe(400);
    expect(expectShape(ErrorBodySchema, await json(response)).detail).toMatch(/PNG|JPEG|image/);
  });

  it('accepts a PNG and a JPEG, stored under the type their bytes show', async () => {
    const png = await upload(student, own, PNG_DATA_URL);
    expect(png.status).toBe(201);
    expect(((await json(png)) as { url: string }).url).toMatch(/^\/media\/plots\/\w+\.png$/);
    const jpeg = await upload(student, own, JPEG_DATA_URL);
    expect(jpeg.status).toBe(201);
    expect(((await json(jpeg)) as { url: string }).url).toMatch(/^\/media\/plots\/\w+\.jpg$/);
  });

  it('serves uploaded media with nosniff and a sandboxing policy', async () => {
    const { url } = (await json(await upload(student, own, PNG_DATA_URL))) as { url: string };
    const file = await student.get(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it("refuses an image under another user's enrollment or a made-up one", async () => {
    const other = await loggedIn(server, 'premium_student');
    const theirs = await ownCaptureId(other);
    expect((await upload(student, theirs, PNG_DATA_URL)).status).toBe(404);
    expect((await upload(student, 999_999, PNG_DATA_URL)).status).toBe(404);
    expect((await upload(student, 'x1', PNG_DATA_URL)).status).toBe(400);
  });
});

describe('stored answers', () => {
  let enrollId = 0;
  let stepId = 0;
  const path = () => `/api/course-response/${enrollId}/${stepId}`;
  const save = (response: Record<string, unknown>) =>
    student.post(`/api/course-response/${enrollId}`, { lesson_step: stepId, response });
  beforeAll(async () => {
    enrollId = await enroll(student, 1);
    stepId = stepOf(await fetchLesson(student, 'plot-city-temperatures'), 0).id;
  });

  const graphAnswer = (preview: string) => ({
    'q-plot-latitude': {
      userAnswer: { graphType: 'dot', xAttribute: 'latitude', yAttribute: null },
      preview,
    },
  });

  it('drops answers to questions the step does not have', async () => {
    const response = await save({
      ...graphAnswer(''),
      'q-invented': { userAnswer: '<img src=x onerror=alert(1)>' },
    });
    expect([200, 201]).toContain(response.status);
    const stored = expectShape(StepResponseSchema, await json(await student.get(path())));
    expect(Object.keys(stored.response)).toEqual(['q-plot-latitude']);
  });

  it.each([
    ['a foreign link', 'https://evil.example/x.png'],
    ['a script URL', 'javascript:alert(1)'],
    ["another user's kind of path that was never uploaded", '/media/plots/abc.png'],
  ])('drops a preview that is %s', async (_, preview) => {
    expect((await save(graphAnswer(preview))).status).toBeLessThan(300);
    const stored = expectShape(StepResponseSchema, await json(await student.get(path())));
    expect(stored.response['q-plot-latitude']?.preview).toBeNull();
  });

  it('keeps a preview the student uploaded, and stores a data URL preview as a file', async () => {
    const { url } = (await json(await upload(student, own, PNG_DATA_URL))) as { url: string };
    expect((await save(graphAnswer(url))).status).toBeLessThan(300);
    let stored = expectShape(StepResponseSchema, await json(await student.get(path())));
    expect(stored.response['q-plot-latitude']?.preview).toBe(url);
    expect((await save(graphAnswer(PNG_DATA_URL))).status).toBeLessThan(300);
    stored = expectShape(StepResponseSchema, await json(await student.get(path())));
    expect(stored.response['q-plot-latitude']?.preview).toMatch(/^\/media\/plots\/\w+\.png$/);
    const refused = await save(graphAnswer(SVG_DATA_URL));
    expect(refused.status).toBe(400);
  });

  it("drops a preview pointing at another student's upload", async () => {
    const other = await loggedIn(server, 'premium_student');
    const { url } = (await json(await upload(other, await ownCaptureId(other), PNG_DATA_URL))) as {
      url: string;
    };
    expect((await save(graphAnswer(url))).status).toBeLessThan(300);
    const stored = expectShape(StepResponseSchema, await json(await student.get(path())));
    expect(stored.response['q-plot-latitude']?.preview).toBeNull();
  });
});
