import { gzipSync } from 'node:zlib';

/**
 * Static text files travel gzip-compressed, as production's static server sends them (Django's
 * WhiteNoise or nginx `gzip_static` serve the compressed copies collectstatic writes): a first
 * visit on a slow network pays for the bytes the page-weight budgets count, not three times as
 * many. Level 9, the level the budgets are measured at.
 */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

/** Compressed bodies by file, kept while the file is unchanged (a build replaces it). */
const compressed = new Map<string, { version: string; body: Buffer }>();

/** Whether the request's Accept-Encoding takes gzip (not refused with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** `body` of `file` gzipped, from the cache while the file's size and time are the same. */
export function gzipped(file: string, version: string, body: Buffer): Buffer {
  const cached = compressed.get(file);
  if (cached?.version === version) return cached.body;
  const gzip = gzipSync(body, { level: 9 });
  compressed.set(file, { version, body: gzip });
  return gzip;
}
