import { course, summary } from './testing/fixtures';
import { courseProgress, progressText } from './progress';

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
