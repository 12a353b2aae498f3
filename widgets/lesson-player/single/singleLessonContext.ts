import { createContext, useContext } from 'react';
import type { User } from '@courses/runtime';
import type { AnswerChannel } from '../step/answerChannel';
import type { ShownLesson } from '../lesson/lessonContext';

/** A lesson played outside a course: the lesson, the user and where answers are saved. */
export interface SingleLessonState extends ShownLesson {
  user: User | null;
  channel: AnswerChannel;
}

export const SingleLessonContext = createContext<SingleLessonState | null>(null);

export function useSingleLesson(): SingleLessonState {
  const state = useContext(SingleLessonContext);
  if (!state) throw new Error('useSingleLesson is used outside a single lesson');
  return state;
}

/** Paths of a single lesson, relative to the base path (the router's basename). */
export const singlePaths = {
  intro: '/intro/',
  review: '/review/',
  step: (stepId: number) => `/${stepId}/`,
};

/** The exit label of a lesson played outside a course (spec sections 2 and 9). */
export const EXIT_ACTIVITY = 'Exit Activity';
