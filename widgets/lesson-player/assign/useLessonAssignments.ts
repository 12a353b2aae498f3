import { useCallback, useEffect, useState } from 'react';
import { isAbortError, type Assignment, type Classroom } from '@courses/runtime';
import { fetchShareClassrooms, listLessonAssignments } from '@courses/runtime/requests';

export type LessonAssignments =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; classes: Classroom[]; assignments: Assignment[] };

/** The teacher's classes and this lesson's assignments, loaded together while `active`. */
export function useLessonAssignments(lessonId: number, active: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LessonAssignments>({ status: 'loading' });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.all([
      fetchShareClassrooms('lesson', lessonId, options),
      listLessonAssignments(lessonId, options),
    ]).then(
      ([classes, assignments]) => setState({ status: 'ready', classes, assignments }),
      (error: unknown) => {
        // Closing the dialog aborts the calls; they are made again when it opens.
        if (!isAbortError(error)) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [lessonId, active, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Shows a change the server already confirmed without asking for the lists again. */
  const update = useCallback((assignment: Assignment) => {
    setState((prev) => {
      if (prev.status !== 'ready') return prev;
      const others = prev.assignments.filter((item) => item.id !== assignment.id);
      const classes = prev.classes.map((room) =>
        room.id === assignment.classroom.id ? { ...room, isShared: true } : room,
      );
      return { status: 'ready', classes, assignments: [assignment, ...others] };
    });
  }, []);
  return { state, reload, update };
}
