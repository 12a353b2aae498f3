import { followUpCallsOf, opensOnLesson, startCallsOf } from './startCalls';

const STEP_PAGE =
  '/courses/climate-data/reading-temperature-data/what-is-an-average-temperature/7/';

test('a course step page asks for the config, the user, the course and the lesson at once', () => {
  expect(startCallsOf([{ widget: 'lesson-player', props: {} }], STEP_PAGE)).toEqual([
    '/api/app_config/',
    '/api/whoami/',
    '/api/courses/climate-data',
    '/api/lessons/what-is-an-average-temperature/',
  ]);
});

test("the player's base path decides what the page's path names", () => {
  const props = { basePath: '/learn' };
  expect(startCallsOf([{ widget: 'lesson-player', props }], '/learn/oceans/')).toContain(
    '/api/courses/oceans',
  );
  // Not under its base path, the player opens its start route: no course is known yet.
  expect(startCallsOf([{ widget: 'lesson-player', props }], STEP_PAGE)).toEqual([
    '/api/app_config/',
    '/api/whoami/',
  ]);
});

test('a single lesson or the builder starts elsewhere; odd props send nothing extra', () => {
  for (const props of [{ lessonId: 4 }, { builder: true }]) {
    expect(startCallsOf([{ widget: 'lesson-player', props }], STEP_PAGE)).toEqual([
      '/api/app_config/',
      '/api/whoami/',
    ]);
  }
  expect(startCallsOf([{ widget: 'lesson-player', props: null }], '/courses/oceans/')).toEqual([
    '/api/app_config/',
    '/api/whoami/',
    '/api/courses/oceans',
  ]);
});

test('a page with only the keyword popover does not ask who is logged in; no slots, no calls', () => {
  expect(startCallsOf([{ widget: 'keyword-popover', props: {} }], '/')).toEqual([
    '/api/app_config/',
  ]);
  expect(startCallsOf([], STEP_PAGE)).toEqual([]);
});

describe("the step's saved answers, once the course names the enrollment", () => {
  const answersAfter = (pathname: string, course: unknown, props: unknown = {}) =>
    followUpCallsOf([{ widget: 'lesson-player', props }], pathname).map(({ after, path }) => [
      after,
      path(course),
    ]);

  test('a step page asks for them after the course', () => {
    expect(answersAfter(STEP_PAGE, { enroll_id: 3 })).toEqual([
      ['/api/courses/climate-data', '/api/course-response/3/7'],
    ]);
  });

  test('nothing for a reader not enrolled, an odd answer, or a page that is not a step', () => {
    for (const course of [{ enroll_id: 0 }, { enroll_id: '3' }, { enroll_id: 2.5 }, {}, null])
      expect(answersAfter(STEP_PAGE, course)).toEqual([['/api/courses/climate-data', null]]);
    expect(
      answersAfter('/courses/climate-data/reading-temperature-data/', { enroll_id: 3 }),
    ).toEqual([]);
    expect(answersAfter(STEP_PAGE, { enroll_id: 3 }, { lessonId: 4 })).toEqual([]);
    expect(followUpCallsOf([{ widget: 'data-tool', props: {} }], STEP_PAGE)).toEqual([]);
  });
});

test("a player that opens on a lesson's content needs the markup renderer; others do not", () => {
  const player = (props: unknown) => ({ widget: 'lesson-player', props });
  expect(opensOnLesson(player({}), STEP_PAGE)).toBe(true);
  expect(
    opensOnLesson(
      player({}),
      '/courses/climate-data/reading-temperature-data/what-is-an-average-temperature/',
    ),
  ).toBe(true);
  expect(opensOnLesson(player({ lessonId: 4 }), '/elsewhere/')).toBe(true);
  // A course's outline, the course list, the builder, another widget.
  expect(opensOnLesson(player({}), '/courses/climate-data/')).toBe(false);
  expect(opensOnLesson(player({}), '/courses/')).toBe(false);
  expect(opensOnLesson(player({ builder: true }), STEP_PAGE)).toBe(false);
  expect(opensOnLesson({ widget: 'reading-bar', props: {} }, STEP_PAGE)).toBe(false);
});
