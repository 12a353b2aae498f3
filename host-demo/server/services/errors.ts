/**
 * What a rule refuses, in the words the user sees (`detail`, shown as it is). Services and
 * routes throw these, repos never (a repo stores and finds; deciding to refuse is a rule);
 * http/domainErrors.ts alone decides which HTTP answer each one is, so no rule needs to know
 * it is served over HTTP.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    readonly detail: string,
    /**
     * The whole answer when it says more than its `detail` (the classroom service's
     * insufficient-scope error, an edit conflict carrying the current version).
     */
    readonly body?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export type DomainErrorKind =
  'invalid' | 'notAuthenticated' | 'forbidden' | 'notFound' | 'conflict' | 'unavailable';

/**
 * The base of a refusal that has words of its own, Django REST framework's, for when the
 * code that refuses names none.
 */
function withDefaultDetail<K extends DomainErrorKind>(kind: K, defaultDetail: string) {
  abstract class Refusal extends DomainError {
    readonly kind = kind;
    constructor(detail = defaultDetail, body?: Record<string, unknown>) {
      super(detail, body);
    }
  }
  return Refusal;
}

/** The request cannot be carried out as sent (a malformed body, a value out of its rules). */
export class Invalid extends DomainError {
  readonly kind = 'invalid';
}

/** Nobody is logged in, and the action needs somebody. */
export class NotAuthenticated extends withDefaultDetail(
  'notAuthenticated',
  'Authentication credentials were not provided.',
) {}

/** The user is known but may not do this (a role, a subscription, a missing grant). */
export class Forbidden extends withDefaultDetail(
  'forbidden',
  'You do not have permission to perform this action.',
) {}

/** Missing, or not this user's to know about (answered alike, so ids cannot be probed). */
export class NotFound extends withDefaultDetail('notFound', 'Not found.') {}

/** The write clashes with what is stored (a submitted step, a newer version). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** A service the action needs is not working right now (speech synthesis). */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
}
