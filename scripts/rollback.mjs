/**
 * Points a static folder back at an earlier release it still keeps (scripts/release.mjs):
 *
 *   node scripts/rollback.mjs                       # dist/, the release before the current one
 *   node scripts/rollback.mjs --dir <static folder> --release 1.0.0-3f2a1b9c
 *
 * Only the pointers change (loader.js, embed.js, release.json, each mf-manifest.json); open
 * pages of either release keep working. The same copies work on a CDN bucket (README, Releases).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollBack } from './release.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const dir = path.resolve(root, option('--dir') ?? 'dist/static/apps/courses');
const release = rollBack(dir, option('--release'));
console.log(`${path.relative(root, dir)} now points at release ${release}.`);
