/**
 * Releases of the built widgets: the id a build is named by, the release file that lists its
 * files, and publishing a build onto a static folder the way a CDN deploy or Django's
 * collectstatic does it, so a page opened on the previous release keeps working.
 *
 * A release's files are all immutable (content-hashed chunks and remote entries, and one
 * manifest per widget named after the release), except the pointers: loader.js, embed.js,
 * release.json and each widget's mf-manifest.json, which name the current release and are
 * served no-cache. Publishing copies the immutable files first and the pointers last, and
 * deletes nothing a recent release still lists.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What a release id may contain: it becomes part of file names and URLs. */
const RELEASE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Files that name the current release; everything else a build writes never changes. */
export const POINTERS = ['loader.js', 'loader.js.map', 'embed.js', 'embed.js.map', 'release.json'];
const MANIFEST = 'mf-manifest.json';
/** The federation plugin's build statistics beside each manifest: current, like the manifest. */
const MANIFEST_STATS = 'mf-manifest-stats.json';
/** Releases whose files stay addressable: the current one and the two before it. */
export const KEEP_RELEASES = 3;

function git(root, args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return '';
  }
}

/**
 * The release a build is: COURSES_RELEASE when set (a build outside git, a CI build number),
 * else the package version and the commit's short sha, marked `-dirty` when the working tree
 * has changes the commit does not have.
 */
export function releaseInfo(root) {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const commit = git(root, ['rev-parse', '--short=8', 'HEAD']);
  const override = process.env.COURSES_RELEASE;
  if (override !== undefined && !RELEASE_PATTERN.test(override))
    throw new Error(`COURSES_RELEASE must match ${RELEASE_PATTERN}: "${override}"`);
  const dirty = commit !== '' && git(root, ['status', '--porcelain']) !== '';
  const release =
    override || `${version}-${commit || 'nogit'}${dirty ? '-dirty' : ''}`.slice(0, 64);
  return { release, version, commit: commit || null };
}

/** The manifest an open page of `release` reads: it never changes once written. */
export const pinnedManifest = (release) => `mf-manifest.${release}.json`;

function listFiles(dir, relative = '') {
  return fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(relative, entry.name);
    return entry.isDirectory() ? listFiles(dir, file) : [file];
  });
}

/** A file's precompressed copy (scripts/precompress.mjs) goes wherever the file goes. */
const BROTLI = '.br';
const uncompressed = (file) => (file.endsWith(BROTLI) ? file.slice(0, -BROTLI.length) : file);

const isPointer = (file) => {
  const plain = uncompressed(file);
  return (
    POINTERS.includes(plain) || [MANIFEST, MANIFEST_STATS].includes(path.posix.basename(plain))
  );
};

/** Where a release keeps its own copy of each pointer, for pages of it and for a rollback. */
function pinnedCopies(files, release) {
  return files.filter(isPointer).flatMap((file) => {
    const plain = uncompressed(file);
    const suffix = file.slice(plain.length);
    if (path.posix.basename(plain) === MANIFEST_STATS) return [];
    if (path.posix.basename(plain) === MANIFEST)
      return [[file, path.posix.join(path.posix.dirname(plain), pinnedManifest(release)) + suffix]];
    if (plain === 'release.json') return [[file, `releases/${release}.json${suffix}`]];
    return [[file, `releases/${release}/${file}`]];
  });
}

/**
 * The loader's chunks a page asks for as soon as the loader runs, by the loader build's chunk
 * names (build/loaderChunks.ts): the API session on every page with a widget, React and the
 * runtime's core where a widget renders at mount. A host page can name them in preload links
 * (README, "Mounting a widget"), so that a first visit downloads them beside the loader rather
 * than once it has arrived and run: on a step page at 1.6 Mbps and 150 ms round trips, the
 * question was usable about 300 ms sooner.
 */
const PRELOADED_CHUNKS = { page: ['session'], render: ['react', 'runtime'] };

/** The files of `built` that PRELOADED_CHUNKS names, by kind. */
function preloadedFiles(built) {
  const fileOf = (chunk) =>
    built.filter((file) => new RegExp(`^static/js/${chunk}\\.[0-9a-f]+\\.chunk\\.js$`).test(file));
  return Object.fromEntries(
    Object.entries(PRELOADED_CHUNKS).map(([kind, chunks]) => [kind, chunks.flatMap(fileOf)]),
  );
}

/**
 * Completes a fresh build in `dir` as a release: release.json names the release, lists its
 * files and the ones pages preload, and each pointer gets a pinned copy (a widget's manifest
 * beside it, named after the release; the loader, embed.js and release.json under releases/).
 */
export function sealRelease(dir, info) {
  const built = listFiles(dir);
  const copies = pinnedCopies([...built, 'release.json'], info.release);
  const files = [...built, 'release.json', ...copies.map(([, pinned]) => pinned)].sort();
  const preload = preloadedFiles(built);
  const record = { ...info, builtAt: new Date().toISOString(), preload, files };
  fs.writeFileSync(path.join(dir, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
  for (const [file, pinned] of copies) copy(dir, dir, file, pinned);
  return record;
}

function copy(from, to, file, target = file) {
  fs.mkdirSync(path.dirname(path.join(to, target)), { recursive: true });
  fs.copyFileSync(path.join(from, file), path.join(to, target));
}

/**
 * Publishes the sealed release in `from` onto `to`: immutable files first, pointers last (a
 * page that reads a new pointer finds every file it names), then removes the files that no
 * release among the last `keep` lists. Returns the releases still addressable, newest first.
 */
export function publishRelease(from, to, keep = KEEP_RELEASES) {
  const files = listFiles(from);
  fs.mkdirSync(to, { recursive: true });
  for (const file of files.filter((f) => !isPointer(f))) copy(from, to, file);
  for (const file of files.filter(isPointer)) copy(from, to, file);

  const kept = readRecords(to).slice(0, keep);
  const wanted = new Set(kept.flatMap((record) => record.files));
  for (const file of listFiles(to))
    if (!wanted.has(file) && !isPointer(file)) fs.rmSync(path.join(to, file));
  return kept.map((record) => record.release);
}

function readRecords(dir) {
  const releasesDir = path.join(dir, 'releases');
  if (!fs.existsSync(releasesDir)) return [];
  return fs
    .readdirSync(releasesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(releasesDir, name), 'utf8')))
    .sort((a, b) => String(b.builtAt).localeCompare(String(a.builtAt)));
}

/**
 * Points the static folder `dir` back at an earlier release that is still kept (by default the
 * one before the current): its pinned copies become the pointers again. Pages opened since
 * keep working (the newer release's files stay until they age out); new pages load `release`.
 */
export function rollBack(dir, release) {
  const current = JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8'));
  const records = readRecords(dir);
  const target = release
    ? records.find((record) => record.release === release)
    : records.find((record) => String(record.builtAt) < String(current.builtAt));
  if (!target)
    throw new Error(`No kept release ${release ?? `before ${current.release}`} in ${dir}`);
  for (const [file, pinned] of pinnedCopies(target.files.filter(isPointer), target.release))
    copy(dir, dir, pinned, file);
  return target.release;
}
