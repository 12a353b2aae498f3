import { createContext, useContext } from 'react';
import type { Lesson } from '@courses/runtime';

export interface LessonState {
  lesson: Lesson;
  moduleSlug: string;
  /** The learner finished the lesson on this page (useLiveLesson). */
  markCompleted: () => void;
  /** The user's bookmark of the lesson, as changed on this page. */
  bookmarkId: number | null;
  setBookmarkId: (bookmarkId: number | null) => void;
}

export const LessonContext = createContext<LessonState | null>(null);

export function useLessonState(): LessonState {
  const state = useContext(LessonContext);
  if (!state) throw new Error('useLessonState is used outside a lesson route');
  return state;
}
