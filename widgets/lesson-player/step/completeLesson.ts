import { createUserLesson, fetchUserLesson, updateUserLesson } from '@courses/runtime';

/** Marks the lesson completed, creating the user's lesson record first when there is none. */
export async function completeLesson(lessonId: number): Promise<boolean> {
  const userLesson =
    (await fetchUserLesson(lessonId)) ?? (await createUserLesson({ lesson: lessonId }));
  if (!userLesson) return false;
  const updated = await updateUserLesson(userLesson.id, { is_completed: true });
  return Boolean(updated);
}
