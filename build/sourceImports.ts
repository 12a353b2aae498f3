/** What the code that runs in the browser imports, read from its sources. */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths';

/** Where the code that runs in the browser lives (tests excluded). */
const SOURCE_DIRS = ['src', 'widgets', 'host-demo/markup-playground', 'src/loader'];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|[/\\]testing[/\\]/.test(file))
    .map((file) => path.join(root, dir, file));
}

/**
 * Every MUI module the code imports (`@mui/material/Button`, `@mui/material/styles`), read from
 * the sources so a new component is shared the day it is first imported: a component missed
 * here would be bundled into a remote with its own copy of MUI's theme contexts.
 */
export function muiModules(): string[] {
  const found = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/from '(@mui\/material\/[\w/]+)'/g)) found.add(match[1]!);
  }
  return [...found].sort();
}

/**
 * The names the code takes from each shared key, read from the sources like `muiModules`:
 * `import { a, b as c } from 'key'`, a default import, `export { a } from 'key'`, and the
 * members read off `import * as ns from 'key'`. `null` when that cannot tell (a dynamic import,
 * `export *`, a namespace used whole): the key is then provided whole.
 */
export function importedNames(keys: readonly string[]): Map<string, Set<string> | null> {
  const found = new Map<string, Set<string> | null>(keys.map((key) => [key, new Set()]));
  const quoted = (key: string) => `'${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`;
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const key of keys) {
      const names = found.get(key);
      if (names === null || !text.includes(`'${key}'`)) continue;
      const from = quoted(key);
      const whole = new RegExp(
        `import\\(\\s*${from}\\s*\\)|export\\s*\\*[^;]*from\\s*${from}`,
      ).test(text);
      if (whole) {
        found.set(key, null);
        continue;
      }
      const statements = new RegExp(
        `(import|export)\\s+(?!type\\s)([^;'"]*?)\\s*from\\s*${from}`,
        'g',
      );
      for (const [, , clause] of text.matchAll(statements)) {
        const namespace = /\*\s*as\s+(\w+)/.exec(clause!)?.[1];
        if (namespace) {
          const uses = [
            ...text.matchAll(new RegExp(`\\b${namespace}\\b(\\s*\\.\\s*(\\w+))?`, 'g')),
          ];
          // The import itself is one use without a member; any other is the namespace as a value.
          if (uses.filter((use) => !use[2]).length > 1) {
            found.set(key, null);
            break;
          }
          for (const use of uses) if (use[2]) names!.add(use[2]);
          continue;
        }
        const defaultName = /^(\w+)/.exec(clause!)?.[1];
        if (defaultName) names!.add('default');
        const braces = /\{([^}]*)\}/.exec(clause!)?.[1] ?? '';
        for (const part of braces.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names!.add(name);
        }
      }
    }
  }
  return found;
}
