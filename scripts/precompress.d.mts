/** Types of precompress.mjs. */
export function precompress(dir: string): number;
