import { createContext, useContext } from 'react';
import type { Lesson } from '@courses/runtime';

/** A lesson as this page shows it, in a course or played alone. */
export interface ShownLesson {
  lesson: Lesson;
  /** The learner finished the lesson on this page (useLiveLesson). */
  markCompleted: () => void;
  /** The user's bookmark of the lesson, as changed on this page. */
  bookmarkId: number | null;
  setBookmarkId: (bookmarkId: number | null) => void;
}

/** A lesson of a course, with the module it is in. */
export interface LessonState extends ShownLesson {
  moduleSlug: string;
}

export const LessonContext = createContext<LessonState | null>(null);

export function useLessonState(): LessonState {
  const state = useContext(LessonContext);
  if (!state) throw new Error('useLessonState is used outside a lesson route');
  return state;
}
