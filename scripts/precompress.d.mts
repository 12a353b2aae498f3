/** Types of precompress.mjs. */
export function brotli(body: Buffer): Buffer;
export function precompress(dir: string): number;
