import fs from 'node:fs';
import path from 'node:path';

/** The loader's chunks the current release names for preloading (scripts/release.mjs). */
export interface ReleasePreload {
  /** Every page with a widget. */
  page: string[];
  /** Pages with a widget that renders at mount. */
  render: string[];
}

const NONE: ReleasePreload = { page: [], render: [] };
/** A file name under the static folder: no way out of it, nothing to escape in a URL. */
const SAFE_FILE = /^[\w./-]+\.js$/;

let cached: { file: string; mtimeMs: number; preload: ReleasePreload } | null = null;

function filesOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter(
        (file): file is string =>
          typeof file === 'string' && SAFE_FILE.test(file) && !file.includes('..'),
      )
    : [];
}

/**
 * What the current release.json in `staticDir` names for preloading, read again when a deploy
 * or a rollback replaces it; nothing for a development build, which has none.
 */
export function releasePreload(staticDir: string): ReleasePreload {
  const file = path.join(staticDir, 'release.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return NONE;
  }
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.preload;
  let preload = NONE;
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      preload?: Record<string, unknown>;
    };
    preload = { page: filesOf(record.preload?.page), render: filesOf(record.preload?.render) };
  } catch {
    // A release file being written, or not one: no preloads this time.
  }
  cached = { file, mtimeMs, preload };
  return preload;
}
