import {
  createStepResponse,
  createUserLesson,
  fetchUserLesson,
  updateStepResponse,
  updateUserLesson,
  type AnswerMap,
  type StepResponse,
} from '@courses/runtime';

export interface SaveRequest {
  enrollId: number;
  stepId: number;
  /** A response exists already: update it instead of creating one. */
  exists: boolean;
  response: AnswerMap;
  attempt: boolean;
  submitted: boolean;
}

/** POST the first save of a step, PUT later ones; undefined when the server refused. */
export function saveStepResponse(request: SaveRequest): Promise<StepResponse | undefined> {
  const { enrollId, stepId, exists, response, attempt, submitted } = request;
  return exists
    ? updateStepResponse(enrollId, stepId, { response, attempt, submitted })
    : createStepResponse(enrollId, { lesson_step: stepId, response, attempt, submitted });
}

/** Marks the lesson completed, creating the user's lesson record first when there is none. */
export async function completeLesson(lessonId: number): Promise<boolean> {
  const userLesson =
    (await fetchUserLesson(lessonId)) ?? (await createUserLesson({ lesson: lessonId }));
  if (!userLesson) return false;
  const updated = await updateUserLesson(userLesson.id, { is_completed: true });
  return Boolean(updated);
}
