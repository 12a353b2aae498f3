/**
 * Fails when two module paths differ only by letter case (extension aside): on a
 * case-insensitive disk (macOS, Windows) `import './ViewMarker'` could then resolve to
 * viewMarker.ts. Run by `npm run lint` over the files git tracks.
 *
 *   node scripts/checkPathCase.mjs
 */
import { execFileSync } from 'node:child_process';

/** Pairs of paths that name the same module on a case-insensitive disk. */
export function caseClashes(paths) {
  const seen = new Map();
  const clashes = [];
  for (const file of paths) {
    const key = file.replace(/\.[^./]+$/, '').toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined && earlier !== file) clashes.push([earlier, file]);
    else seen.set(key, file);
  }
  return clashes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|mjs|js|cjs|json|css)$/.test(file));
  const clashes = caseClashes(files);
  for (const [a, b] of clashes) console.error(`Paths differ only by case: ${a} and ${b}`);
  if (clashes.length > 0) process.exit(1);
  console.log(`No module paths differ only by case (${files.length} files).`);
}
