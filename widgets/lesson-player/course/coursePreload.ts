import {
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
const preloaded = new Map<string, Promise<CallResult<unknown>>>();

/**
 * Starts the calls for the app path (under the base path) the page was opened at; true when it
 * names a step.
 */
export function preloadPath(appPath: string): boolean {
  const { courseSlug, lessonSlug, stepId } = readCourseAppPath(appPath);
  if (!courseSlug) return false;
  const course = loadCourse(courseSlug);
  preloaded.set(`course:${courseSlug}`, course);
  if (!lessonSlug) return false;
  preloaded.set(`lesson:${lessonSlug}`, loadLesson(lessonSlug));
  if (stepId === undefined) return false;
  void course.then((result) => {
    if (result.ok && result.data.enroll_id > 0)
      primeStepAnswers(courseAnswerChannel(result.data.enroll_id), stepId);
  });
  return true;
}

function take<T>(key: string): Promise<CallResult<T>> | undefined {
  const call = preloaded.get(key) as Promise<CallResult<T>> | undefined;
  preloaded.delete(key);
  return call;
}

export function takeCourse(slug: string): Promise<CallResult<Course>> | undefined {
  return take(`course:${slug}`);
}

export function takeLesson(slug: string): Promise<CallResult<Lesson>> | undefined {
  return take(`lesson:${slug}`);
}
