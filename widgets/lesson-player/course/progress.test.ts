import { course, summary } from '../testing/fixtures';
import {
  courseProgress,
  lessonProgress,
  moduleProgress,
  progressText,
  withLesson,
} from './progress';

test('progress text: none is Not Started, Completed as is, otherwise the value and Steps', () => {
  expect(progressText(null)).toBe('Not Started');
  expect(progressText(undefined)).toBe('Not Started');
  expect(progressText('')).toBe('Not Started');
  expect(progressText('Completed')).toBe('Completed');
  expect(progressText('4/12')).toBe('4/12 Steps');
});

test('a course counts the steps of completed lessons', () => {
  const lessons = [
    summary(1, 'a', { step_count: 3, is_completed: true }),
    summary(2, 'b', { step_count: 5 }),
  ];
  const base = course({ enroll_id: 4 });
  const withLessons = {
    ...base,
    modules: [{ ...base.modules[0]!, lessons }],
  };
  expect(courseProgress(withLessons)).toBe('3/8');
  expect(courseProgress({ ...withLessons, enroll_id: 0 })).toBeNull();
  const none = {
    ...withLessons,
    modules: [{ ...base.modules[0]!, lessons: [summary(2, 'b', { step_count: 4 })] }],
  };
  expect(courseProgress(none)).toBeNull();
  const begun = { ...none, starting_step: { module_slug: 'm1', lesson_slug: 'b', step_id: 7 } };
  expect(courseProgress(begun)).toBe('0/4');
  const all = {
    ...withLessons,
    modules: [{ ...base.modules[0]!, lessons: [summary(1, 'a', { is_completed: true })] }],
  };
  expect(courseProgress(all)).toBe('Completed');
});

test('a module or course with a lesson in progress counts its answered steps', () => {
  const base = course({ enroll_id: 4 });
  const lessons = [
    summary(1, 'a', { step_count: 3, steps_done: 2 }),
    summary(2, 'b', { step_count: 5 }),
  ];
  const module = { ...base.modules[0]!, lessons };
  const inProgress = { ...base, modules: [module] };
  expect(moduleProgress(inProgress, module)).toBe('2/8');
  expect(progressText(moduleProgress(inProgress, module))).toBe('2/8 Steps');
  expect(courseProgress(inProgress)).toBe('2/8');
  expect(lessonProgress(lessons[0]!)).toBe('2/3');
  expect(lessonProgress(lessons[1]!)).toBeNull();
  expect(moduleProgress({ ...inProgress, enroll_id: 0 }, module)).toBeNull();
});

test('withLesson changes one lesson of the course and leaves the others', () => {
  const base = course({ enroll_id: 4 });
  const lessons = [summary(1, 'a', { step_count: 3 }), summary(2, 'b', { step_count: 5 })];
  const before = { ...base, modules: [{ ...base.modules[0]!, lessons }] };
  const after = withLesson(before, 2, (lesson) => ({ ...lesson, is_completed: true }));
  expect(after.modules[0]!.lessons.map((lesson) => lesson.is_completed)).toEqual([false, true]);
  expect(before.modules[0]!.lessons[1]!.is_completed).toBe(false);
  expect(courseProgress(after)).toBe('5/8');
});
