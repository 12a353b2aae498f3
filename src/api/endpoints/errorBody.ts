import { HTTPError } from 'ky';
import * as v from 'valibot';
import { ApiError } from '../errors';
import { InsufficientScopeSchema } from '../schemas/sharing';

/**
 * The JSON body of a failed call, when there is one. Some failures are told apart only by
 * their body (a 403 for a missing classroom grant versus a 403 for a bad anti-forgery token).
 */
export async function readErrorBody(error: unknown): Promise<unknown> {
  const cause = error instanceof ApiError ? error.cause : error;
  if (!(cause instanceof HTTPError)) return undefined;
  try {
    // clone(): a second reader (another handler, a retry) can still read the body.
    return await cause.response.clone().json();
  } catch {
    return undefined;
  }
}

/** True when a classroom call failed because the service was not granted access. */
export async function isInsufficientScope(error: unknown): Promise<boolean> {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  return v.is(InsufficientScopeSchema, await readErrorBody(error));
}
