import { createContext, useContext } from 'react';
import type { Lesson } from '@courses/runtime';

export interface LessonState {
  lesson: Lesson;
  moduleSlug: string;
}

export const LessonContext = createContext<LessonState | null>(null);

export function useLessonState(): LessonState {
  const state = useContext(LessonContext);
  if (!state) throw new Error('useLessonState is used outside a lesson route');
  return state;
}
