/** How the loader's build finds a shared package's file and its installed version. */
import fs from 'node:fs';
import path from 'node:path';
import { create as createResolver } from 'enhanced-resolve';
import { root } from './paths';

/** How the loader's build resolves packages (its webpack config uses the same conditions). */
export const LOADER_CONDITIONS = ['import', 'module', 'browser', 'webpack', 'default'];
const resolveForLoader = createResolver.sync({
  conditionNames: LOADER_CONDITIONS,
  extensions: ['.mjs', '.js'],
  mainFields: ['browser', 'module', 'main'],
});

/**
 * The file behind a package key. The loader provides each key by path: webpack provides a key
 * given by package name only when some module of the build requests it by that name without
 * consuming it, which the loader's own code never does, so the share scope would lack it.
 */
export function resolvedFile(key: string): string {
  const file = resolveForLoader(root, key);
  if (!file) throw new Error(`cannot resolve shared module ${key}`);
  return file;
}

/** The version of the installed package a key belongs to (given, since the key is a path). */
export function installedVersion(key: string): string {
  const name = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]!;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}
