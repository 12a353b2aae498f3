/**
 * Modules the build writes for itself. A shared module keeps every export, whatever the pages
 * use, so the loader provides an ESM key through a generated module that re-exports only the
 * names the code imports: webpack then drops the rest (jotai/utils, the `@mui/material/styles`
 * barrel, unused runtime exports). CommonJS keys (React) and keys `importedNames` cannot read
 * are provided whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths';

export const GENERATED_DIR = path.join(root, 'node_modules/.cache/courses-shared');

/** Generated module -> the module it stands for. */
const generatedSources = new Map<string, string>();

/** The module a generated module stands for (for chunk rules), or `file` itself. */
export function sourceOf(file: string): string {
  return generatedSources.get(file) ?? file;
}

/**
 * Writes a generated module that stands for `source`. An unchanged module is not written again,
 * so webpack's cache and watchers see no change.
 */
export function writeGenerated(file: string, text: string, source?: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  if (source !== undefined) generatedSources.set(file, source);
}

/** The module providing `key`: `file` trimmed to the names the code takes, when they are known. */
export function trimmedImport(
  key: string,
  file: string,
  names: Set<string> | null | undefined,
): string {
  if (!names || !/\.(mjs|ts|tsx)$/.test(file)) return file;
  const generated = path.join(GENERATED_DIR, `${key.replace(/[^\w]+/g, '_')}.js`);
  const list = [...names].sort();
  const text = list.length
    ? `export { ${list.join(', ')} } from ${JSON.stringify(file)};\n`
    : `import ${JSON.stringify(file)};\n`;
  writeGenerated(generated, text, file);
  return generated;
}
