import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { compressedBody, isCompressible } from './compression';
import { contentTypeFor } from './contentTypes';

/** Whether If-None-Match names this version (weak comparison, as for a GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends `relative` from under `root`, or null when there is no such file. Paths that leave
 * the root (`..`, encoded or not) are treated as missing.
 */
export async function serveFile(
  c: Context,
  root: string,
  relative: string,
  cacheControl: string,
): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.sep}${decoded}`);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  let body: Buffer;
  let version: string;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    body = await fs.readFile(file);
    version = `${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}`;
  } catch {
    return null;
  }
  const contentType = contentTypeFor(file);
  // A file served no-cache (a pointer to the current release) is revalidated on each page
  // load: its validator lets the browser keep its copy, and the compiled code it cached for
  // it, with a 304 instead of the whole file again.
  const etag = `W/"${version}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
  };
  if (matchesEtag(c.req.header('If-None-Match'), etag)) {
    if (isCompressible(contentType)) headers.Vary = 'Accept-Encoding';
    return c.body(null, 304, headers);
  }
  if (isCompressible(contentType)) {
    headers.Vary = 'Accept-Encoding';
    const sent = await compressedBody(file, version, body, c.req.header('Accept-Encoding'));
    body = sent.body;
    if (sent.coding) headers['Content-Encoding'] = sent.coding;
  }
  headers['Content-Length'] = String(body.length);
  return c.body(new Uint8Array(body), 200, headers);
}
