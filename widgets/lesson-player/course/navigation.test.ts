import { afterLesson, courseStart, nextTarget, previousTarget, sortedSteps } from './navigation';
import { course, lesson, step } from '../testing/fixtures';

const steps = [{ id: 5 }, { id: 6 }];

function at(moduleSlug: string, lessonSlug: string, stepIndex: number, isAssessment = false) {
  return { course: course(), moduleSlug, lessonSlug, steps, stepIndex, isAssessment };
}

describe('step navigation', () => {
  test('sorts steps by order', () => {
    const sorted = sortedSteps(lesson(1, 'l', [step(9, 3), step(7, 1), step(8, 2)]));
    expect(sorted.map((s) => s.id)).toEqual([7, 8, 9]);
  });

  test('Next goes to the following step, Previous to the one before', () => {
    expect(nextTarget(at('m1', 'l1', 0))).toBe('/climate/m1/l1/6/');
    expect(previousTarget(at('m1', 'l1', 1))).toBe('/climate/m1/l1/5/');
  });

  test('Previous from the first step goes to the lesson intro', () => {
    expect(previousTarget(at('m1', 'l1', 0))).toBe('/climate/m1/l1/intro/');
  });

  test('the last step of a lesson leads to the next lesson intro', () => {
    expect(nextTarget(at('m1', 'l1', 1))).toBe('/climate/m1/l2/intro/');
  });

  test("the last lesson of a module leads to the next module's intro", () => {
    expect(nextTarget(at('m1', 'l2', 1))).toBe('/climate/m2/');
  });

  test('the last module wraps to the first', () => {
    expect(nextTarget(at('m2', 'l3', 1))).toBe('/climate/m1/');
    expect(afterLesson(course(), 'm2', 'l3')).toBe('/climate/m1/');
  });

  test('the last step of an assessment leads to its review page', () => {
    expect(nextTarget(at('m1', 'l1', 1, true))).toBe('/climate/m1/l1/review/');
  });

  test('a course starts at the starting step, else at its first module', () => {
    expect(courseStart(course())).toBe('/climate/m1/');
    const resumed = course({
      starting_step: { module_slug: 'm2', lesson_slug: 'l3', step_id: 42 },
    });
    expect(courseStart(resumed)).toBe('/climate/m2/l3/42/');
  });
});
