import crypto from 'node:crypto';
import { GOOGLE_CLASSROOM_SCOPES, INSUFFICIENT_SCOPE_CODE } from '../../../src/api/schemas/sharing';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { Forbidden, Invalid } from './errors';
import { deleteGrant, findGrant, upsertGrant, type Grant } from '../repos/integrations';
import { deleteAuthCode, findAuthCode, insertAuthCode } from '../repos/oauthCodes';
import type { UserRow } from '../repos/users';

/** The provider that needs an explicit grant before the product may post to it. */
export const GRANT_PROVIDER = 'google';

/** An authorization code is exchanged at once by the page that asked for it, or not at all. */
export const AUTH_CODE_LIFETIME_MS = 10 * 60 * 1000;

export const INVALID_AUTH_CODE_DETAIL = 'The authorization code is not valid or has expired.';

/** What the consent page records when the user allows access: a code for the product's page. */
export function issueAuthCode(db: Db, user: UserRow, provider: string, grant: Grant): string {
  // Shaped like Google's codes ("4/0A…"), random enough that none can be guessed.
  const code = `4/0${crypto.randomBytes(24).toString('base64url')}`;
  insertAuthCode(db, code, { userId: user.id, provider, grant, issuedAt: nowIso() });
  return code;
}

/**
 * Exchanges a code the consent page issued for a grant, as the real server exchanges Google's
 * code for tokens: the code must be this user's, for this provider, unused and fresh. It is
 * spent whatever the outcome, so a leaked code cannot be tried twice.
 */
export function exchangeAuthCode(db: Db, user: UserRow, provider: string, code: string): Grant {
  const issued = findAuthCode(db, code);
  if (issued) deleteAuthCode(db, code);
  const fresh = issued && Date.now() - Date.parse(issued.issuedAt) <= AUTH_CODE_LIFETIME_MS;
  if (!issued || !fresh || issued.userId !== user.id || issued.provider !== provider)
    throw new Invalid(INVALID_AUTH_CODE_DETAIL);
  upsertGrant(db, user.id, provider, { authCode: code, grant: issued.grant, grantedAt: nowIso() });
  return issued.grant;
}

export function revokeGrant(db: Db, user: UserRow, provider: string): void {
  deleteGrant(db, user.id, provider);
}

/** The scopes of spec section 9 that a grant lacks. */
export function missingScopes(scopes: readonly string[]): string[] {
  return GOOGLE_CLASSROOM_SCOPES.filter((scope) => !scopes.includes(scope));
}

/**
 * Throws the classroom service's insufficient-scope error (403) unless the user granted
 * access, with every scope of spec section 9, through POST /account/integration/google/.
 */
export function requireGrant(db: Db, user: UserRow, provider: string): Grant | null {
  if (provider !== GRANT_PROVIDER) return null;
  const grant = findGrant(db, user.id, provider);
  if (!grant || missingScopes(grant.scopes).length > 0) {
    throw new Forbidden('Insufficient Scope', {
      error: 'Insufficient Scope',
      code: INSUFFICIENT_SCOPE_CODE,
    });
  }
  return grant;
}

/** A post refused because several Google accounts are signed in (spec section 8). */
export function classroomDisabledMessage(prefix: string): string {
  return `${prefix}: the signed-in Google account cannot post to this class.`;
}

/** An id as the classroom service would return it for a new coursework item. */
export function newAssignmentId(): string {
  return String(crypto.randomInt(100_000_000, 999_999_999)) + String(crypto.randomInt(1000, 9999));
}
