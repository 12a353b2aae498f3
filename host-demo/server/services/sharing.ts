import crypto from 'node:crypto';
import type * as v from 'valibot';
import { CONTENT_TYPES, type ContentType } from '../../../src/api/schemas/dataset';
import type { EmailSharePayloadSchema } from '../../../src/api/schemas/sharing';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { findVisibleContent } from './contentAccess';
import { insertEmailShare } from '../repos/emailShares';
import { findShortCode, insertShortUrl, setDatasetShortUrl } from '../repos/shortUrls';
import type { UserRow } from '../repos/users';
import { Invalid } from './errors';

/** Sharing by Direct Link and by Email (spec section 6); class shares are in classShares.ts. */

const SHORT_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newShortCode(): string {
  let code = '';
  for (const byte of crypto.randomBytes(7))
    code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
  return code;
}

const SHAREABLE_TYPES: readonly string[] = CONTENT_TYPES;

/** A share naming content: it must exist for this user (a private dataset is its owner's). */
export function requireShareableContent(
  db: Db,
  user: UserRow | null,
  type: string,
  id: string,
): void {
  if (!SHAREABLE_TYPES.includes(type)) return;
  findVisibleContent(db, user, type as ContentType, id);
}

/**
 * The short link of a page of this site (`path`, already checked to be one), made once per
 * page and content: the same link keeps its code. It is built on the public origin and, for a
 * dataset, stored on the dataset for everyone to see.
 */
export function shortLinkFor(
  db: Db,
  user: UserRow | null,
  publicOrigin: string,
  share: { path: string; type: string; objectId: string },
): string {
  requireShareableContent(db, user, share.type, share.objectId);
  const key = { url: share.path, contentType: share.type, objectId: share.objectId };
  const existing = findShortCode(db, key);
  const code = existing ?? newShortCode();
  if (existing === undefined) insertShortUrl(db, code, key, nowIso());
  const url = `${publicOrigin}/s/${code}`;
  if ((share.type === 'dataset' || share.type === 'userdataset') && /^\d+$/.test(share.objectId)) {
    setDatasetShortUrl(db, Number(share.objectId), url);
  }
  return url;
}

export type EmailShare = v.InferOutput<typeof EmailSharePayloadSchema>;

/**
 * Share by e-mail: the demo records the message instead of sending it. A visitor must name
 * themselves; `pagePath` is the shared page on this site, undefined when the link leads
 * elsewhere.
 */
export function shareByEmail(
  db: Db,
  user: UserRow | null,
  share: EmailShare,
  pagePath: string | undefined,
): { success: true; message: string } {
  const sender = user?.username ?? share.sender_name;
  if (!sender) throw new Invalid('Enter From');
  if (pagePath === undefined) throw new Invalid('page_link must be a page of this site.');
  const datasetCode = /^\/(?:datasets|user-dataset|mydatasets)\/([\w-]+)\//.exec(pagePath)?.[1];
  if (datasetCode) requireShareableContent(db, user, 'dataset', datasetCode);
  insertEmailShare(db, {
    userId: user?.id ?? null,
    pageLink: share.page_link,
    email: share.email,
    senderName: sender,
    message: share.message,
    contentType: share.type,
    createdAt: nowIso(),
  });
  return { success: true, message: `Shared with ${share.email}.` };
}
