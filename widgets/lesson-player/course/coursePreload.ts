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

/**
 * What a course page opened at a step needs, asked for together as the player starts: the
 * course, the lesson and (once the course names the enrollment) the step's saved answers.
 * Rendered one after the other, each would wait for the one before (course, then lesson, then
 * answers), a render at each stage. Each answer is taken once, by the first view that loads it.
 */
interface Preloaded {
  call: Promise<CallResult<unknown>>;
  /** The call's result, once it has one. */
  result?: CallResult<unknown>;
}

const preloaded = new Map<string, Preloaded>();

function preload(key: string, call: Promise<CallResult<unknown>>): void {
  const entry: Preloaded = { call };
  void call.then((result) => (entry.result = result));
  preloaded.set(key, entry);
}

/**
 * Starts the calls for the app path (under the base path) the page was opened at; true when it
 * names a step.
 */
export function preloadPath(appPath: string): boolean {
  const { courseSlug, lessonSlug, stepId } = readCourseAppPath(appPath);
  if (!courseSlug) return false;
  const course = loadCourse(courseSlug);
  preload(`course:${courseSlug}`, course);
  if (!lessonSlug) return false;
  preload(`lesson:${lessonSlug}`, loadLesson(lessonSlug));
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
 * A preloaded call's result if it has answered with the thing or with "not found", taken
 * once: what a view renders with at once, rather than loading for a frame. A failure or a
 * call still on its way is left for `take`, so the view shows it or waits as usual.
 */
function answered<T>(key: string): CallResult<T> | undefined {
  const result = preloaded.get(key)?.result as CallResult<T> | undefined;
  if (!result || !(result.ok || result.status === 404)) return undefined;
  preloaded.delete(key);
  return result;
}

/** An answered result as useRequest reads it: the thing, or MISSING for "not found". */
export function answeredIn<T>(result: CallResult<T> | undefined): T | typeof MISSING | undefined {
  return result && orMissing(result);
}

export function takeCourse(slug: string): Promise<CallResult<Course>> | undefined {
  return take(`course:${slug}`);
}

export function answeredCourse(slug: string): CallResult<Course> | undefined {
  return answered(`course:${slug}`);
}

export function takeLesson(slug: string): Promise<CallResult<Lesson>> | undefined {
  return take(`lesson:${slug}`);
}

export function answeredLesson(slug: string): CallResult<Lesson> | undefined {
  return answered(`lesson:${slug}`);
}
