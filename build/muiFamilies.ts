/**
 * MUI is shared by family, one key per chunk of the loader: '@courses/mui' for what every widget
 * starts with, '@courses/mui/dialog' and so on for the MUI_LATER families. A key per MUI module
 * (fifty of them) made every remote entry list each module it uses, with its version and
 * fallback, and the loader's share table every module twice; a family's module also lets
 * webpack join the modules only it uses into one scope. Each family key is a generated module
 * re-exporting what the code imports from the family's modules, each name prefixed with its
 * module's (`Button__default`); a remote takes `@mui/material/Button` from a generated module
 * that renames them back (muiAliases), so the widgets keep importing MUI by path.
 */
import path from 'node:path';
import pkg from '../package.json';
import { GENERATED_DIR, writeGenerated } from './generated';
import { root } from './paths';
import { installedVersion, resolvedFile } from './resolve';
import type { Shared } from './shared';
import { MUI_LATER } from './sharedKeys';
import { importedNames, muiModules } from './sourceImports';

const MUI_PREFIX = '@mui/material/';

function muiFamilyOf(key: string): string {
  const component = key.slice(MUI_PREFIX.length).split('/')[0]!;
  return Object.keys(MUI_LATER).find((family) => MUI_LATER[family]!.includes(component)) ?? 'mui';
}

const muiFamilyKey = (family: string) =>
  family === 'mui' ? '@courses/mui' : `@courses/mui/${family.slice('mui-'.length)}`;

const muiExportName = (key: string, name: string) =>
  `${key.slice(MUI_PREFIX.length).replace(/\W/g, '_')}__${name}`;

/** Each MUI module the code imports, its family and the names taken from it. */
function muiImports(): { key: string; family: string; names: string[] }[] {
  const modules = muiModules();
  const names = importedNames(modules);
  return modules.map((key) => {
    const taken = names.get(key);
    // A dynamic import or a namespace used whole cannot say which names a family must carry.
    if (!taken)
      throw new Error(
        `[courses] import ${key} by name (a static import, in a module loaded lazily if need be)`,
      );
    return { key, family: muiFamilyOf(key), names: [...taken].sort() };
  });
}

/** The loader's MUI family keys, each a generated module of the family's exports. */
export function muiFamilies(): Shared {
  const material = path.join(root, 'node_modules/@mui/material');
  const families = new Map<string, string[]>();
  for (const { key, family, names } of muiImports()) {
    const file = JSON.stringify(resolvedFile(key));
    const line = names.length
      ? `export { ${names.map((name) => `${name} as ${muiExportName(key, name)}`).join(', ')} } from ${file};`
      : `import ${file};`;
    families.set(family, [...(families.get(family) ?? []), line]);
  }
  const shared: Shared = {};
  for (const [family, lines] of families) {
    const generated = path.join(GENERATED_DIR, `mui_family_${family}.js`);
    // For the chunk rules, the family's module counts as a module of its first component.
    const first = family === 'mui' ? 'Box' : MUI_LATER[family]![0]!;
    writeGenerated(generated, `${lines.join('\n')}\n`, path.join(material, first, 'index.mjs'));
    shared[muiFamilyKey(family)] = {
      singleton: true,
      import: generated,
      version: installedVersion('@mui/material'),
      requiredVersion: pkg.dependencies['@mui/material'],
    };
  }
  return shared;
}

/**
 * How a remote resolves `@mui/material/X`: to a generated module taking the names the code
 * imports from X out of X's family key, renamed back.
 */
export function muiAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const { key, family, names } of muiImports()) {
    const generated = path.join(GENERATED_DIR, 'remote', `${key.replace(/[^\w]+/g, '_')}.js`);
    const list = names.map((name) => `${muiExportName(key, name)} as ${name}`).join(', ');
    writeGenerated(
      generated,
      names.length
        ? `export { ${list} } from '${muiFamilyKey(family)}';\n`
        : `import '${muiFamilyKey(family)}';\n`,
    );
    aliases[`${key}$`] = generated;
  }
  return aliases;
}
