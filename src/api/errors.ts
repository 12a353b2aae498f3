/** User-facing messages fixed by the product specification (section 8). */
export const GENERIC_ERROR_MESSAGE = "Sorry! Something went wrong, but we're looking into it.";
export const APP_CONFIG_ERROR_MESSAGE = 'Please try again!';

/**
 * Refusals of an answer write that the learner must read as they are (409, body `detail`):
 * the server sends exactly these words and the widgets show them.
 */
export const STEP_SUBMITTED_MESSAGE = 'This step has been submitted and can no longer be changed.';
export const ASSESSMENT_SUBMITTED_MESSAGE =
  'This assessment has been submitted, so its answers can no longer be changed.';

/**
 * Every failure of the API client surfaces as an ApiError whose `userMessage` is safe to show.
 * The technical detail stays in `message` and `cause` for the console.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: 'network' | 'http' | 'shape' | 'aborted',
    readonly status: number | undefined,
    readonly userMessage: string = GENERIC_ERROR_MESSAGE,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.kind === 'aborted') ||
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}
