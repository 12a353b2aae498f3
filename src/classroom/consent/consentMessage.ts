/**
 * What the development server's consent page posts back to the page that opened it (the same
 * origin only): the authorization code and the scopes granted, or the error, with the state the
 * page sent so it knows the answer is to its own request. Kept free of imports: the server
 * renders the page with the same type name.
 */
export const CONSENT_MESSAGE_TYPE = 'courses:classroom-consent';

export interface ConsentAnswer {
  type: typeof CONSENT_MESSAGE_TYPE;
  state: string;
  code?: string;
  /** Space-delimited, like Google's code response. */
  scope?: string;
  error?: string;
}

export function isConsentAnswer(data: unknown): data is ConsentAnswer {
  if (typeof data !== 'object' || data === null) return false;
  const answer = data as Record<string, unknown>;
  return (
    answer.type === CONSENT_MESSAGE_TYPE &&
    typeof answer.state === 'string' &&
    ['code', 'scope', 'error'].every(
      (key) => answer[key] === undefined || typeof answer[key] === 'string',
    )
  );
}
