import crypto from 'node:crypto';
import { GOOGLE_CLASSROOM_SCOPES, INSUFFICIENT_SCOPE_CODE } from '../../../src/api/schemas/sharing';
import { nowIso, parseJson } from '../db/json';
import type { Db } from '../db/openDatabase';
import { Forbidden, Invalid } from './errors';
import type { UserRow } from '../repos/users';

/** The provider that needs an explicit grant before the product may post to it. */
export const GRANT_PROVIDER = 'google';

/** An authorization code is exchanged at once by the page that asked for it, or not at all. */
export const AUTH_CODE_LIFETIME_MS = 10 * 60 * 1000;

export const INVALID_AUTH_CODE_DETAIL = 'The authorization code is not valid or has expired.';

export interface Grant {
  scopes: string[];
  /** The browser was signed in to several Google accounts when it granted access. */
  multiAccount: boolean;
}

/** What the consent page records when the user allows access: a code for the product's page. */
export function issueAuthCode(db: Db, user: UserRow, provider: string, grant: Grant): string {
  // Shaped like Google's codes ("4/0A…"), random enough that none can be guessed.
  const code = `4/0${crypto.randomBytes(24).toString('base64url')}`;
  db.prepare(
    `INSERT INTO oauth_codes (code, user_id, provider, scopes, multi_account, issued_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    code,
    user.id,
    provider,
    JSON.stringify(grant.scopes),
    grant.multiAccount ? 1 : 0,
    nowIso(),
  );
  return code;
}

interface CodeRow {
  user_id: number;
  provider: string;
  scopes: string;
  multi_account: number;
  issued_at: string;
}

/**
 * Exchanges a code the consent page issued for a grant, as the real server exchanges Google's
 * code for tokens: the code must be this user's, for this provider, unused and fresh. It is
 * spent whatever the outcome, so a leaked code cannot be tried twice.
 */
export function exchangeAuthCode(db: Db, user: UserRow, provider: string, code: string): Grant {
  const row = db
    .prepare(
      'SELECT user_id, provider, scopes, multi_account, issued_at FROM oauth_codes WHERE code = ?',
    )
    .get(code) as CodeRow | undefined;
  if (row) db.prepare('DELETE FROM oauth_codes WHERE code = ?').run(code);
  const fresh = row && Date.now() - Date.parse(row.issued_at) <= AUTH_CODE_LIFETIME_MS;
  if (!row || !fresh || row.user_id !== user.id || row.provider !== provider)
    throw new Invalid(INVALID_AUTH_CODE_DETAIL);
  const grant: Grant = {
    scopes: parseJson<string[]>(row.scopes, []),
    multiAccount: row.multi_account === 1,
  };
  db.prepare(
    `INSERT INTO integrations (user_id, provider, auth_code, granted_at, scopes, multi_account)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, provider) DO UPDATE SET auth_code = excluded.auth_code,
       granted_at = excluded.granted_at, scopes = excluded.scopes, multi_account = excluded.multi_account`,
  ).run(
    user.id,
    provider,
    code,
    nowIso(),
    JSON.stringify(grant.scopes),
    grant.multiAccount ? 1 : 0,
  );
  return grant;
}

export function revokeGrant(db: Db, user: UserRow, provider: string): void {
  db.prepare('DELETE FROM integrations WHERE user_id = ? AND provider = ?').run(user.id, provider);
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
  const row = db
    .prepare('SELECT scopes, multi_account FROM integrations WHERE user_id = ? AND provider = ?')
    .get(user.id, provider) as { scopes: string; multi_account: number } | undefined;
  const grant = row && {
    scopes: parseJson<string[]>(row.scopes, []),
    multiAccount: row.multi_account === 1,
  };
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
