import * as v from 'valibot';
import { api, settle, swallow, type CallResult } from '../client';
import {
  StepResponseSchema,
  type StepResponse,
  type StepResponseCreate,
  type StepResponseUpdate,
} from '../schemas/stepResponse';
import { requestOptions, seg, type CallOptions } from './callOptions';
import { stepResponsePath } from './paths';

/**
 * GET /api/course-response/{enrollId}/{stepId}: the saved step, null when nothing is saved
 * yet (204), undefined when the call failed.
 */
export async function fetchStepResponse(
  enrollId: number,
  stepId: number,
  options: CallOptions = {},
): Promise<StepResponse | null | undefined> {
  return swallow(
    api.request(
      'GET',
      stepResponsePath(enrollId, stepId),
      v.nullable(StepResponseSchema),
      requestOptions(options),
    ),
  );
}

/**
 * POST /api/course-response/{enrollId}: the first save of a step. A refusal keeps the server's
 * reason (409: the step or the assessment is submitted).
 */
export function createStepResponse(
  enrollId: number,
  payload: StepResponseCreate,
  options: CallOptions = {},
): Promise<CallResult<StepResponse>> {
  return settle(
    api.request(
      'POST',
      `/api/course-response/${seg(enrollId)}`,
      StepResponseSchema,
      requestOptions(options, { json: payload }),
    ),
  );
}

/** PUT /api/course-response/{enrollId}/{stepId}; a refusal keeps the server's reason. */
export function updateStepResponse(
  enrollId: number,
  stepId: number,
  payload: StepResponseUpdate,
  options: CallOptions = {},
): Promise<CallResult<StepResponse>> {
  return settle(
    api.request(
      'PUT',
      stepResponsePath(enrollId, stepId),
      StepResponseSchema,
      requestOptions(options, { json: payload }),
    ),
  );
}
