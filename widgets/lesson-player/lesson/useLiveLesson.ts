import { useCallback, useMemo, useState } from 'react';
import type { Lesson } from '@courses/runtime';

export interface LiveLesson {
  /** The lesson as loaded, with what this page has changed since (its completion). */
  lesson: Lesson;
  /** The learner finished the lesson: its intro, steps and review follow at once. */
  markCompleted: () => void;
}

/**
 * A loaded lesson whose completion follows the page: finishing it (an assessment submitted,
 * the last step of a lesson done) shows as Completed without a reload, and an assessment's
 * steps turn read-only at once. `onCompleted` tells the course around it (drawer, progress).
 */
export function useLiveLesson(
  loaded: Lesson,
  onCompleted?: (lessonId: number) => void,
): LiveLesson {
  const [completed, setCompleted] = useState(loaded.is_completed);
  const lesson = useMemo(
    () => (completed === loaded.is_completed ? loaded : { ...loaded, is_completed: completed }),
    [loaded, completed],
  );
  const markCompleted = useCallback(() => {
    setCompleted(true);
    onCompleted?.(loaded.id);
  }, [loaded.id, onCompleted]);
  return { lesson, markCompleted };
}
