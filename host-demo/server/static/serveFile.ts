import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { acceptsGzip, gzipped, isCompressible } from './compression';
import { contentTypeFor } from './contentTypes';

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
    version = `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return null;
  }
  const contentType = contentTypeFor(file);
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
  };
  if (isCompressible(contentType)) {
    headers.Vary = 'Accept-Encoding';
    if (acceptsGzip(c.req.header('Accept-Encoding'))) {
      body = gzipped(file, version, body);
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(body.length);
  return c.body(new Uint8Array(body), 200, headers);
}
