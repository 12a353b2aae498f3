import { api, swallow } from '../client';
import {
  StepResponseSchema,
  type StepResponse,
  type StepResponseCreate,
  type StepResponseUpdate,
} from '../schemas/stepResponse';
import { requestOptions, seg, type CallOptions } from './callOptions';

/** GET /api/course-response/{enrollId}/{stepId}; undefined when none is saved yet. */
export function fetchStepResponse(
  enrollId: number,
  stepId: number,
  options: CallOptions = {},
): Promise<StepResponse | undefined> {
  return swallow(
    api.request(
      'GET',
      `/api/course-response/${seg(enrollId)}/${seg(stepId)}`,
      StepResponseSchema,
      requestOptions(options),
    ),
  );
}

/** POST /api/course-response/{enrollId}: the first save of a step; returns it graded. */
export function createStepResponse(
  enrollId: number,
  payload: StepResponseCreate,
  options: CallOptions = {},
): Promise<StepResponse | undefined> {
  return swallow(
    api.request(
      'POST',
      `/api/course-response/${seg(enrollId)}`,
      StepResponseSchema,
      requestOptions(options, { json: payload }),
    ),
  );
}

/** PUT /api/course-response/{enrollId}/{stepId}; undefined if refused (already submitted). */
export function updateStepResponse(
  enrollId: number,
  stepId: number,
  payload: StepResponseUpdate,
  options: CallOptions = {},
): Promise<StepResponse | undefined> {
  return swallow(
    api.request(
      'PUT',
      `/api/course-response/${seg(enrollId)}/${seg(stepId)}`,
      StepResponseSchema,
      requestOptions(options, { json: payload }),
    ),
  );
}
