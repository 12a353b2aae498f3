import { lessonTypeName } from './lessonTypes';
import { canUse, isTeacherReview } from './access';
import { student, teacher } from '../testing/fixtures';

test('lesson type display names, with Jr. for junior content', () => {
  expect(lessonTypeName('datastory')).toBe('Data Story');
  expect(lessonTypeName('taskassessment')).toBe('Assessment');
  expect(lessonTypeName('CourseLesson')).toBe('Lesson');
  expect(lessonTypeName('practice', true)).toBe('Jr. Practice');
});

test('premium content needs a subscription; teacher review only where the teacher may use it', () => {
  const premium = { is_premium: true };
  expect(canUse(premium, student)).toBe(false);
  expect(canUse(premium, { ...student, is_premium: true })).toBe(true);
  expect(canUse({ is_premium: true, is_tuva_jr: true }, { ...teacher, is_jr: true })).toBe(true);
  expect(isTeacherReview({ is_premium: false }, teacher)).toBe(true);
  expect(isTeacherReview(premium, teacher)).toBe(false);
  expect(isTeacherReview({ is_premium: false }, student)).toBe(false);
});
