/**
 * Builds the widgets and the loader with webpack into a build directory:
 *
 *   node scripts/build.mjs                  # dist/ (npm run build)
 *   node scripts/build.mjs --out .test-build  # the tests' own copy (npm run build:test)
 *   node scripts/build.mjs --if-changed     # skip when nothing the build reads has changed
 *
 * A running demo serves dist/ while the tests rebuild .test-build/, so neither breaks the
 * other. --if-changed compares a stamp of the build's inputs (paths, sizes, modification
 * times, STATIC_URL, COURSES_RELEASE) with the one written after the last successful build.
 *
 * Each build is a release (scripts/release.mjs): webpack writes it to a staging folder, it is
 * sealed (release.json, pinned manifests) and published onto the build directory as a deploy
 * would be, so the previous releases' files stay beside it and an open page keeps working.
 *
 *   COURSES_RELEASE     the release id (default: package version and commit, e.g. 1.0.0-3f2a1b9c)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';
import { publishRelease, releaseInfo, sealRelease } from './release.mjs';
import { sourceStamp } from './sourceStamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = [
  'src',
  'widgets',
  'src/loader',
  'host-demo/markup-playground',
  'webpack.config.ts',
  'webpack.remoteRuntime.ts',
  'build',
  'tsconfig.json',
  'package-lock.json',
];
const STAMP_FILE = '.source-stamp';

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const outDir = path.resolve(root, option('--out') ?? 'dist');
const stampPath = path.join(outDir, STAMP_FILE);
const stamp = sourceStamp(
  root,
  INPUTS,
  `STATIC_URL=${process.env.STATIC_URL ?? ''}\nCOURSES_RELEASE=${process.env.COURSES_RELEASE ?? ''}`,
);
const built = fs.existsSync(path.join(outDir, 'static/apps/courses/loader.js'));

if (process.argv.includes('--if-changed') && built && fs.existsSync(stampPath)) {
  if (fs.readFileSync(stampPath, 'utf8') === stamp) {
    console.log(`The build in ${path.relative(root, outDir)}/ is up to date.`);
    process.exit(0);
  }
}

const info = releaseInfo(root);
const staging = path.join(outDir, '.staging');
fs.rmSync(staging, { recursive: true, force: true });
const webpack = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
const result = spawnSync(
  process.execPath,
  [webpack, '--config', 'webpack.config.ts', '--mode', 'production'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      COURSES_BUILD_DIR: staging,
      COURSES_RELEASE: info.release,
      // The federation manifests' metaData.buildInfo.buildVersion.
      MF_BUILD_VERSION: info.release,
    },
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);
const STATIC = 'static/apps/courses';
// Before sealing, so the release lists the compressed copies and a deploy keeps them.
precompress(path.join(staging, STATIC));
sealRelease(path.join(staging, STATIC), info);
const kept = publishRelease(path.join(staging, STATIC), path.join(outDir, STATIC));
fs.rmSync(staging, { recursive: true, force: true });
fs.writeFileSync(stampPath, stamp);
console.log(
  `Release ${info.release} built into ${path.relative(root, outDir)}/ (kept: ${kept.join(', ')}).`,
);
