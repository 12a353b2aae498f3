import type { MISSING } from '@courses/runtime';
import {
  orMissing,
  loadCourse,
  loadLesson,
  readCourseAppPath,
  type CallResult,
  type Course,
  type Lesson,
} from '@courses/runtime';
import { courseAnswerChannel } from '../step/answerChannel';
import { primeStepAnswers } from '../step/answerPrefetch';
import { keptCall, type KeptCall } from '../shell/keptCall';

/**
 * What a course page opened at a step needs, asked for together as the player starts: the
 * course, the lesson and (once the course names the enrollment) the step's saved answers.
 * Rendered one after the other, each would wait for the one before (course, then lesson, then
 * answers), a render at each stage. Each answer is taken once, by the first view that loads it.
 */
const preloaded = new Map<string, KeptCall<CallResult<unknown>>>();

/**
 * Starts the calls for the app path (under the base path) the page was opened at; true when it
 * names a step.
 */
export function preloadPath(appPath: string): boolean {
  const { courseSlug, lessonSlug, stepId } = readCourseAppPath(appPath);
  if (!courseSlug) return false;
  const course = loadCourse(courseSlug);
  preloaded.set(`course:${courseSlug}`, keptCall(course));
  if (!lessonSlug) return false;
  preloaded.set(`lesson:${lessonSlug}`, keptCall(loadLesson(lessonSlug)));
  if (stepId === undefined) return false;
  void course.then((result) => {
    if (result.ok && result.data.enroll_id > 0)
      primeStepAnswers(courseAnswerChannel(result.data.enroll_id), stepId);
  });
  return true;
}

function take<T>(key: string): Promise<CallResult<T>> | undefined {
  const entry = preloaded.get(key);
  preloaded.delete(key);
  return entry?.call as Promise<CallResult<T>> | undefined;
}

/**
 * A preloaded call's answer as useRequest reads it, if it has answered with the thing or with
 * "not found" (MISSING), taken once: what a view renders with at once, rather than loading for
 * a frame. A failure or a call still on its way is left for `take`, so the view shows it or
 * waits as usual.
 */
function answered<T>(key: string): T | typeof MISSING | undefined {
  const outcome = preloaded.get(key)?.outcome?.value as CallResult<T> | undefined;
  const answer = outcome && orMissing(outcome);
  if (answer !== undefined) preloaded.delete(key);
  return answer;
}

export function takeCourse(slug: string): Promise<CallResult<Course>> | undefined {
  return take(`course:${slug}`);
}

export function answeredCourse(slug: string): Course | typeof MISSING | undefined {
  return answered(`course:${slug}`);
}

export function takeLesson(slug: string): Promise<CallResult<Lesson>> | undefined {
  return take(`lesson:${slug}`);
}

export function answeredLesson(slug: string): Lesson | typeof MISSING | undefined {
  return answered(`lesson:${slug}`);
}
