import type { Db } from '../db/openDatabase';
import { toGrant, toStoredGrant, type Grant, type StoredGrant } from './integrations';

/** An authorization code the consent page issued, with the grant it stands for. */
export interface AuthCode {
  userId: number;
  provider: string;
  grant: Grant;
  issuedAt: string;
}

interface AuthCodeRow extends StoredGrant {
  user_id: number;
  provider: string;
  issued_at: string;
}

export function insertAuthCode(db: Db, code: string, issued: AuthCode): void {
  const stored = toStoredGrant(issued.grant);
  db.prepare(
    `INSERT INTO oauth_codes (code, user_id, provider, scopes, multi_account, issued_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(code, issued.userId, issued.provider, stored.scopes, stored.multi_account, issued.issuedAt);
}

export function findAuthCode(db: Db, code: string): AuthCode | undefined {
  const row = db
    .prepare(
      'SELECT user_id, provider, scopes, multi_account, issued_at FROM oauth_codes WHERE code = ?',
    )
    .get(code) as AuthCodeRow | undefined;
  if (!row) return undefined;
  return {
    userId: row.user_id,
    provider: row.provider,
    grant: toGrant(row),
    issuedAt: row.issued_at,
  };
}

export function deleteAuthCode(db: Db, code: string): void {
  db.prepare('DELETE FROM oauth_codes WHERE code = ?').run(code);
}
