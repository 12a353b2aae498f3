import {
  createStepResponse,
  createUserLesson,
  createUserLessonStep,
  fetchStepResponse,
  fetchUserLesson,
  fetchUserLessonStep,
  updateStepResponse,
  updateUserLessonStep,
  type AnswerMap,
  type CallResult,
  type ReleasedKey,
} from '@courses/runtime';

/** What a step view needs of a saved step, whether a course response or a user-lesson step. */
export interface SavedStep {
  response: AnswerMap;
  attempt: boolean;
  submitted: boolean;
  /** The step's key once it is due (a checked step); null before. */
  answer_key: ReleasedKey | null;
}

export interface SaveRequest {
  stepId: number;
  /** A saved step exists already: update it instead of creating one. */
  exists: boolean;
  response: AnswerMap;
  attempt: boolean;
  submitted: boolean;
}

/**
 * Where a step's answers are saved: course responses of an enrollment, or the steps of a
 * user lesson for a lesson played outside a course (spec section 7).
 */
export interface AnswerChannel {
  /** Names the saved answers in session storage, apart from other enrollments and lessons. */
  scope: string;
  /** The saved step; null when nothing is saved yet, undefined when the call failed. */
  fetch: (stepId: number, signal: AbortSignal) => Promise<SavedStep | null | undefined>;
  /** The saved step, or why the server refused (or was not reached). */
  save: (request: SaveRequest) => Promise<CallResult<SavedStep>>;
}

const NOT_REACHED: CallResult<never> = { ok: false, status: undefined, detail: undefined };

/** Course responses: POST the first save of a step, PUT later ones. */
export function courseAnswerChannel(enrollId: number): AnswerChannel {
  return {
    scope: String(enrollId),
    fetch: (stepId, signal) => fetchStepResponse(enrollId, stepId, { signal }),
    save: ({ stepId, exists, response, attempt, submitted }) =>
      exists
        ? updateStepResponse(enrollId, stepId, { response, attempt, submitted })
        : createStepResponse(enrollId, { lesson_step: stepId, response, attempt, submitted }),
  };
}

/**
 * A lesson outside a course: its answers belong to the user's lesson record, which is looked
 * up once and created with the first save (a lesson only looked at leaves no record).
 */
export function userLessonAnswerChannel(lessonId: number): AnswerChannel {
  let userLessonId: number | null = null;

  async function find(signal?: AbortSignal): Promise<number | null> {
    if (userLessonId === null) {
      const found = await fetchUserLesson(lessonId, signal ? { signal } : {});
      if (found) userLessonId = found.id;
    }
    return userLessonId;
  }

  async function findOrCreate(): Promise<number | null> {
    if ((await find()) === null) {
      const created = await createUserLesson({ lesson: lessonId });
      if (created) userLessonId = created.id;
    }
    return userLessonId;
  }

  return {
    scope: `lesson-${lessonId}`,
    async fetch(stepId, signal) {
      const id = await find(signal);
      return id === null ? null : fetchUserLessonStep(id, stepId, { signal });
    },
    async save({ stepId, exists, response, attempt, submitted }) {
      const id = await findOrCreate();
      if (id === null) return NOT_REACHED;
      return exists
        ? updateUserLessonStep(id, stepId, { response, attempt, submitted })
        : createUserLessonStep(id, { lesson_step: stepId, response, attempt, submitted });
    },
  };
}
