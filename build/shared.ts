/** The share tables of the loader's build and of each remote's (see sharedKeys.ts). */
import path from 'node:path';
import pkg from '../package.json';
import { trimmedImport } from './generated';
import { muiFamilies } from './muiFamilies';
import { root } from './paths';
import { installedVersion, resolvedFile } from './resolve';
import { PACKAGES, RUNTIME_ENTRIES } from './sharedKeys';
import { importedNames } from './sourceImports';

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  import?: string | false;
  version?: string;
}
export type Shared = Record<string, SharedEntry>;

function packageKeys(): [string, string][] {
  const deps = pkg.dependencies;
  return Object.entries(PACKAGES).flatMap(([name, keys]) =>
    keys.map((key): [string, string] => [key, deps[name as keyof typeof deps]]),
  );
}

/** The loader's share table: it provides every key from its own build. */
export function providedShared(): Shared {
  const shared: Shared = {};
  const keys = packageKeys();
  const names = importedNames([...keys.map(([key]) => key), ...Object.keys(RUNTIME_ENTRIES)]);
  Object.assign(shared, muiFamilies());
  for (const [key, range] of keys) {
    shared[key] = {
      singleton: true,
      import: trimmedImport(key, resolvedFile(key), names.get(key)),
      version: installedVersion(key),
      requiredVersion: range,
    };
  }
  for (const [key, file] of Object.entries(RUNTIME_ENTRIES)) {
    shared[key] = {
      singleton: true,
      import: trimmedImport(key, path.join(root, file), names.get(key)),
      version: pkg.version,
      requiredVersion: `^${pkg.version}`,
    };
  }
  return shared;
}

/** A remote's share table: the same keys, taken from the page and never bundled. */
export function consumedShared(): Shared {
  return Object.fromEntries(
    Object.entries(providedShared()).map(([key, entry]) => [
      key,
      { singleton: true, requiredVersion: entry.requiredVersion, import: false },
    ]),
  );
}
