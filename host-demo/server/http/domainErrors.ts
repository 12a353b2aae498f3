import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError } from '../services/errors';

/** The one place a refusal becomes an HTTP status, in Django REST framework's terms. */
const STATUS: Record<DomainError['kind'], ContentfulStatusCode> = {
  invalid: 400,
  // Django REST framework with session authentication answers 403, not 401, to a visitor.
  notAuthenticated: 403,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unavailable: 503,
};

export function statusOf(error: DomainError): ContentfulStatusCode {
  return STATUS[error.kind];
}

/** The JSON answer to a refusal: `{ detail }`, or the fuller body the error carries. */
export function domainErrorResponse(c: Context, error: DomainError): Response {
  return c.json(error.body ?? { detail: error.detail }, statusOf(error));
}
