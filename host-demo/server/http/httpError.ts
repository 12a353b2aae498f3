import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure with a status and a `detail` the client may show, in Django REST style. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    /** Extra fields of the JSON body (e.g. the insufficient-scope `error` and `code`). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, detail);
export const notAuthenticated = () =>
  new HttpError(403, 'Authentication credentials were not provided.');
export const conflict = (detail: string) => new HttpError(409, detail);
