/**
 * Releases as a deploy sees them (scripts/release.mjs): a build sealed as a release, published
 * onto a static folder that holds the previous ones, older releases aged out, and a rollback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { publishRelease, rollBack, sealRelease } from '../../scripts/release.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  dirs.push(dir);
  return dir;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** A build as webpack writes it: pointers plus files named by their content's hash. */
function build(release: string, builtAt: string): string {
  const dir = tempDir();
  write(dir, {
    'loader.js': `loader of ${release}`,
    'embed.js': `embed of ${release}`,
    [`static/js/runtime.${release}.chunk.js`]: 'chunk',
    'quiz/mf-manifest.json': `{"remoteEntry":"remoteEntry.${release}.js"}`,
    'quiz/mf-manifest-stats.json': '{}',
    [`quiz/remoteEntry.${release}.js`]: 'entry',
  });
  const record = sealRelease(dir, { release, version: '1.0.0', commit: null });
  // Releases built within one millisecond would not sort; the tests give each its own time.
  const sealed = { ...record, builtAt };
  for (const file of ['release.json', `releases/${release}.json`])
    fs.writeFileSync(path.join(dir, file), JSON.stringify(sealed));
  return dir;
}

test('a sealed release pins its manifests, loader and release file under its own name', () => {
  const dir = build('r1', '2026-01-01T00:00:00.000Z');
  expect(read(dir, 'quiz/mf-manifest.r1.json')).toBe(read(dir, 'quiz/mf-manifest.json'));
  expect(read(dir, 'releases/r1/loader.js')).toBe('loader of r1');
  expect(read(dir, 'releases/r1/embed.js')).toBe('embed of r1');
  const record = JSON.parse(read(dir, 'release.json')) as { release: string; files: string[] };
  expect(record.release).toBe('r1');
  expect(record.files).toContain('quiz/mf-manifest.r1.json');
  expect(record.files).toContain('static/js/runtime.r1.chunk.js');
});

test("a pointer's Brotli copy is pinned beside it and published with it", () => {
  const dir = tempDir();
  write(dir, {
    'loader.js': 'loader of r1',
    'loader.js.br': 'compressed loader of r1',
    'quiz/mf-manifest.json': '{}',
    'quiz/mf-manifest.json.br': 'compressed manifest',
    'static/js/chunk.js.br': 'compressed chunk',
  });
  const record = sealRelease(dir, { release: 'r1', version: '1.0.0', commit: null });
  expect(read(dir, 'releases/r1/loader.js.br')).toBe('compressed loader of r1');
  expect(read(dir, 'quiz/mf-manifest.r1.json.br')).toBe('compressed manifest');
  expect(record.files).toEqual(
    expect.arrayContaining(['static/js/chunk.js.br', 'releases/r1/loader.js.br']),
  );
  const site = tempDir();
  publishRelease(dir, site);
  expect(read(site, 'loader.js.br')).toBe('compressed loader of r1');
  expect(read(site, 'static/js/chunk.js.br')).toBe('compressed chunk');
});

test('publishing keeps the previous release addressable and points at the new one', () => {
  const site = tempDir();
  publishRelease(build('r1', '2026-01-01T00:00:00.000Z'), site);
  const kept = publishRelease(build('r2', '2026-01-02T00:00:00.000Z'), site);
  expect(kept).toEqual(['r2', 'r1']);
  // New pages: the pointers name release 2.
  expect(read(site, 'loader.js')).toBe('loader of r2');
  expect(read(site, 'quiz/mf-manifest.json')).toContain('remoteEntry.r2.js');
  expect(JSON.parse(read(site, 'release.json'))).toMatchObject({ release: 'r2' });
  // A page of release 1: its manifest and every file it names are still there.
  expect(read(site, 'quiz/mf-manifest.r1.json')).toContain('remoteEntry.r1.js');
  expect(read(site, 'quiz/remoteEntry.r1.js')).toBe('entry');
  expect(read(site, 'static/js/runtime.r1.chunk.js')).toBe('chunk');
});

test('releases older than the kept ones are removed, pointers never', () => {
  const site = tempDir();
  for (const [index, release] of ['r1', 'r2', 'r3', 'r4'].entries())
    publishRelease(build(release, `2026-01-0${index + 1}T00:00:00.000Z`), site, 3);
  expect(fs.existsSync(path.join(site, 'quiz/remoteEntry.r1.js'))).toBe(false);
  expect(fs.existsSync(path.join(site, 'quiz/mf-manifest.r1.json'))).toBe(false);
  expect(fs.existsSync(path.join(site, 'quiz/remoteEntry.r2.js'))).toBe(true);
  expect(read(site, 'loader.js')).toBe('loader of r4');
});

test('a rollback points new pages at the release before, whose files are all still there', () => {
  const site = tempDir();
  publishRelease(build('r1', '2026-01-01T00:00:00.000Z'), site);
  publishRelease(build('r2', '2026-01-02T00:00:00.000Z'), site);
  expect(rollBack(site)).toBe('r1');
  expect(read(site, 'loader.js')).toBe('loader of r1');
  expect(read(site, 'embed.js')).toBe('embed of r1');
  expect(read(site, 'quiz/mf-manifest.json')).toContain('remoteEntry.r1.js');
  expect(JSON.parse(read(site, 'release.json'))).toMatchObject({ release: 'r1' });
  // Pages opened on release 2 keep their files.
  expect(read(site, 'quiz/remoteEntry.r2.js')).toBe('entry');
  expect(rollBack(site, 'r2')).toBe('r2');
  expect(read(site, 'loader.js')).toBe('loader of r2');
  expect(() => rollBack(site, 'r9')).toThrow(/No kept release r9/);
});

test("release.json names the loader's first chunks, for pages to preload", () => {
  const dir = tempDir();
  write(dir, {
    'loader.js': 'loader',
    'static/js/session.0a1b2c3d.chunk.js': 'session',
    'static/js/react.4e5f6a7b.chunk.js': 'react',
    'static/js/runtime.8c9d0e1f.chunk.js': 'runtime',
    'static/js/react.4e5f6a7b.chunk.js.br': 'compressed react',
    'static/js/mui.22334455.chunk.js': 'mui',
    'quiz/static/js/runtime.66778899.chunk.js': 'a remote chunk of the same name',
  });
  const record = sealRelease(dir, { release: 'r1', version: '1.0.0', commit: null });
  const expected = {
    page: ['static/js/session.0a1b2c3d.chunk.js'],
    render: ['static/js/react.4e5f6a7b.chunk.js', 'static/js/runtime.8c9d0e1f.chunk.js'],
  };
  expect(record.preload).toEqual(expected);
  expect(JSON.parse(read(dir, 'release.json')).preload).toEqual(expected);
});
