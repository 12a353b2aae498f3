import fs from 'node:fs/promises';
import { brotliDecompressSync, gzipSync } from 'node:zlib';

/**
 * Static text files travel compressed, as production's static server sends them: Brotli where
 * the build wrote a copy (scripts/precompress.mjs; WhiteNoise and nginx's `brotli_static` serve
 * such copies) and the browser takes it, else gzip (level 9, the level the page-weight budgets
 * are measured at). A first visit on a slow network pays for the bytes the budgets count, not
 * three times as many.
 */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

export type Coding = 'br' | 'gzip';

/** Compressed bodies by file and coding, kept while the file is unchanged (a build replaces it). */
const compressed = new Map<string, { version: string; body: Buffer | null }>();

/** Whether the request's Accept-Encoding takes `coding` (named or `*`, not refused with q=0). */
export function accepts(acceptEncoding: string | undefined, coding: Coding): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return accepts(acceptEncoding, 'gzip');
}

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** `body` of `file` gzipped, from the cache while the file's size and time are the same. */
export function gzipped(file: string, version: string, body: Buffer): Buffer {
  const key = `gzip:${file}`;
  const cached = compressed.get(key);
  if (cached?.version === version && cached.body) return cached.body;
  const gzip = gzipSync(body, { level: 9 });
  compressed.set(key, { version, body: gzip });
  return gzip;
}

/** Whether `copy` decompresses to `body`. */
function isBrotliOf(copy: Buffer, body: Buffer): boolean {
  try {
    return brotliDecompressSync(copy).equals(body);
  } catch {
    return false;
  }
}

/**
 * The build's Brotli copy of `file` (`file.br`), or null when there is none or it is not a
 * copy of this very body: a deploy copies a pointer and its `.br` one after the other, and a
 * rollback restores the pointer alone, so a copy is checked once per version before it is sent.
 */
export async function brotliCopy(
  file: string,
  version: string,
  body: Buffer,
): Promise<Buffer | null> {
  const key = `br:${file}`;
  const cached = compressed.get(key);
  if (cached?.version === version) return cached.body;
  const copy = await fs.readFile(`${file}.br`).catch(() => null);
  const verified = copy !== null && isBrotliOf(copy, body) ? copy : null;
  compressed.set(key, { version, body: verified });
  return verified;
}

/** The body to send and its coding, for a compressible file and the request's Accept-Encoding. */
export async function compressedBody(
  file: string,
  version: string,
  body: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; coding: Coding | null }> {
  if (accepts(acceptEncoding, 'br')) {
    const copy = await brotliCopy(file, version, body);
    if (copy) return { body: copy, coding: 'br' };
  }
  if (acceptsGzip(acceptEncoding)) return { body: gzipped(file, version, body), coding: 'gzip' };
  return { body, coding: null };
}
