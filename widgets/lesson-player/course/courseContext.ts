import { createContext, useContext } from 'react';
import type { Course, User } from '@courses/runtime';

export interface CourseState {
  course: Course;
  user: User | null;
  /** The host page's base path of the course app, e.g. /courses/. */
  basePath: string;
  /** Enrolls the user, or sends a visitor to log in, or shows the premium notice. */
  enroll: () => Promise<void>;
  /** True while the premium notice replaces enrolling (premium course, free user). */
  premiumBlocked: boolean;
  enrolling: boolean;
  /** A lesson was finished on this page: drawer ticks and progress texts follow at once. */
  markLessonCompleted: (lessonId: number) => void;
  /** A step was answered for the first time: the progress texts count it at once. */
  markStepAttempted: (lessonId: number) => void;
}

export const CourseContext = createContext<CourseState | null>(null);

export function useCourseState(): CourseState {
  const state = useContext(CourseContext);
  if (!state) throw new Error('useCourseState is used outside the course layout');
  return state;
}
