import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
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
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    body = await fs.readFile(file);
  } catch {
    return null;
  }
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': contentTypeFor(file),
    'Cache-Control': cacheControl,
    'Content-Length': String(body.length),
  });
}
