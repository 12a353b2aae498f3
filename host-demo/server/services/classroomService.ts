import crypto from 'node:crypto';
import { INSUFFICIENT_SCOPE_CODE } from '../../../src/api/schemas/sharing';
import type { Db } from '../db/openDatabase';
import { HttpError } from '../http/httpError';
import type { UserRow } from '../repos/users';

/** The provider that needs an explicit grant before the product may post to it. */
export const GRANT_PROVIDER = 'google';

/**
 * Throws the classroom service's insufficient-scope error (403) unless the user granted
 * access through POST /account/integration/google/.
 */
export function requireGrant(db: Db, user: UserRow, provider: string): { authCode: string } | null {
  if (provider !== GRANT_PROVIDER) return null;
  const grant = db
    .prepare('SELECT auth_code AS authCode FROM integrations WHERE user_id = ? AND provider = ?')
    .get(user.id, provider) as { authCode: string } | undefined;
  if (!grant) {
    throw new HttpError(403, 'Insufficient Scope', {
      error: 'Insufficient Scope',
      code: INSUFFICIENT_SCOPE_CODE,
    });
  }
  return grant;
}

/** An id as the classroom service would return it for a new coursework item. */
export function newAssignmentId(): string {
  return String(crypto.randomInt(100_000_000, 999_999_999)) + String(crypto.randomInt(1000, 9999));
}
