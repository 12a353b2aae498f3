import { useCallback } from 'react';
import { useRequest, type Assignment } from '@courses/runtime';
import { fetchShareClassrooms, listLessonAssignments } from '@courses/runtime/requests';

/**
 * The teacher's classes and this lesson's assignments, loaded together while `active` (closing
 * the dialog aborts the calls; they are made again when it opens).
 */
export function useLessonAssignments(lessonId: number, active: boolean) {
  const { state, retry, set } = useRequest(
    active ? `assignments:${lessonId}` : null,
    async (signal) => {
      const [classes, assignments] = await Promise.all([
        fetchShareClassrooms('lesson', lessonId, { signal }),
        listLessonAssignments(lessonId, { signal }),
      ]);
      return { classes, assignments };
    },
  );
  /** Shows a change the server already confirmed without asking for the lists again. */
  const update = useCallback(
    (assignment: Assignment) =>
      set((prev) => ({
        classes: prev.classes.map((room) =>
          room.id === assignment.classroom.id ? { ...room, isShared: true } : room,
        ),
        assignments: [assignment, ...prev.assignments.filter((item) => item.id !== assignment.id)],
      })),
    [set],
  );
  return { state, reload: retry, update };
}
