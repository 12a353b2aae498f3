import type { Db } from '../db/openDatabase';
import { parseJson } from '../db/json';

/** Access a user granted the product to a classroom service. */
export interface Grant {
  scopes: string[];
  /** The browser was signed in to several Google accounts when it granted access. */
  multiAccount: boolean;
}

/** A grant as its columns hold it: the scopes as a JSON list, the flag as 0 or 1. */
export interface StoredGrant {
  scopes: string;
  multi_account: number;
}

export function toGrant(row: StoredGrant): Grant {
  return { scopes: parseJson<string[]>(row.scopes, []), multiAccount: row.multi_account === 1 };
}

export function toStoredGrant(grant: Grant): StoredGrant {
  return { scopes: JSON.stringify(grant.scopes), multi_account: grant.multiAccount ? 1 : 0 };
}

/** Whether the user granted the product access to a classroom service. */
export function hasIntegration(db: Db, userId: number, provider: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM integrations WHERE user_id = ? AND provider = ?')
      .get(userId, provider) !== undefined
  );
}

export function findGrant(db: Db, userId: number, provider: string): Grant | undefined {
  const row = db
    .prepare('SELECT scopes, multi_account FROM integrations WHERE user_id = ? AND provider = ?')
    .get(userId, provider) as StoredGrant | undefined;
  return row && toGrant(row);
}

/** Records the grant, replacing any earlier one of the user for that provider. */
export function upsertGrant(
  db: Db,
  userId: number,
  provider: string,
  granted: { authCode: string; grant: Grant; grantedAt: string },
): void {
  const stored = toStoredGrant(granted.grant);
  db.prepare(
    `INSERT INTO integrations (user_id, provider, auth_code, granted_at, scopes, multi_account)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, provider) DO UPDATE SET auth_code = excluded.auth_code,
       granted_at = excluded.granted_at, scopes = excluded.scopes, multi_account = excluded.multi_account`,
  ).run(userId, provider, granted.authCode, granted.grantedAt, stored.scopes, stored.multi_account);
}

export function deleteGrant(db: Db, userId: number, provider: string): void {
  db.prepare('DELETE FROM integrations WHERE user_id = ? AND provider = ?').run(userId, provider);
}
