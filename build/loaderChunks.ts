/**
 * How the loader's build splits the modules it provides to every remote into chunks: MUI by
 * family, React, the session the loader reads the app config with, and the runtime's core.
 * A page's first load carries only what its widgets show at mount.
 */
import type webpack from 'webpack';
import type { Configuration } from 'webpack';
import { sourceOf } from './generated';
import { MUI_LATER } from './sharedKeys';

/**
 * The runtime core's modules: the runtime's sources and the libraries only it uses. The sources
 * are the project's `src/`, not a library's (stylis ships its own `src/`, and Emotion alone
 * needs it).
 */
const RUNTIME_CORE =
  /^(?![^]*[\\/]node_modules[\\/])[^]*[\\/]src[\\/]|[\\/]node_modules[\\/](jotai|ky)[\\/]/;
/**
 * Runtime entries loaded on their own (markup, authoring, classroom, forms, requests) stay
 * apart with the API calls and schemas only they use, and so does valibot, which light mounts
 * take without the rest of the runtime. Reporting is loaded only on pages that configure it, the
 * embed views' login only on the pages that have one (src/loader/index.ts), and the short links
 * with the sharing dialogs (src/requests).
 */
const RUNTIME_APART =
  /[\\/]src[\\/]((markup|authoring|forms|federation|valibot|requests|reporting)[\\/]|classroom[\\/](?!classrooms\.ts$)|loader[\\/](embedLogin|embedLoginMessages|frameSessionAccount|sessionHandoff)\.ts$|ui[\\/]useShortLink\.ts$|api[\\/](endpoints[\\/](contentBuilder|sharing|feedback|assignments|speech|embedSession)|schemas[\\/](contentBuilder|feedback|assignment|speech|embedSession))\.ts$)/;

/**
 * What the loader imports to read the app config (src/loader/index.ts: the API session,
 * its client and the schemas they check with), so that request need not wait for the rest of
 * the runtime. A module missing here only lands in the runtime chunk: correct, just heavier.
 * Valibot (and its share's entry) and the client's path patterns come along: on their own they
 * were chunks of a few hundred bytes each, and on a slow network every request waits its turn
 * for one of the browser's six connections for at least a round trip.
 */
const SESSION =
  /[\\/](src[\\/](api[\\/](session|client|csrf|errors|describeIssues|schemas[\\/](appConfig|user|common|id|dataset|sharing|shortUrl)|endpoints[\\/]errorBody)|config[\\/]runtimeConfig|reporting[\\/]pathPattern|valibot[\\/]index)\.ts|node_modules[\\/](ky|valibot)[\\/])/;

/** A module's file for the chunk rules below: a trimmed share module counts as what it re-exports. */
const fileOf = (module: webpack.Module) => sourceOf(module.nameForCondition() ?? '');

const MUI =
  /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;
/** What `optimization.splitChunks.cacheGroups` takes. */
type CacheGroups = NonNullable<
  Exclude<
    NonNullable<Configuration['optimization']>['splitChunks'],
    false | undefined
  >['cacheGroups']
>;

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The loader's `optimization.splitChunks.cacheGroups`, with the MUI family placement they use. */
export function loaderCacheGroups(): CacheGroups {
  /** A later family by the module's own name, 'base' for the first chunk, or unknown. */
  const familyByName = (file: string): string | undefined => {
    if (/[\\/]node_modules[\\/]@popperjs[\\/]/.test(file)) return 'mui-tooltip';
    // The transitions' base: only what opens over the page animates (Fade, Grow, Slide).
    if (/[\\/]@mui[\\/]material[\\/]internal[\\/]Transition\.mjs$/.test(file)) return 'mui-overlay';
    // A family's contexts stay with the rest: components outside it read them (MenuItem reads
    // MenuList's), and they are a few bytes.
    if (/Context\.mjs$/.test(file)) return 'base';
    const component = /[\\/]@mui[\\/]material[\\/](\w+)[\\/]/.exec(file)?.[1];
    return Object.keys(MUI_LATER).find((family) => MUI_LATER[family]!.includes(component ?? ''));
  };
  /**
   * A module of no family by name (MUI's internals and helpers: the textarea under InputBase,
   * the switch base under Checkbox and Radio, the menus' roving focus) goes with what imports
   * it: with its importers' family when only later families import it (several: a chunk of
   * their own), else in the first chunk. Placed by name alone, such helpers of later
   * components were loaded by every page with a widget.
   */
  const families = new WeakMap<webpack.Module, string>();
  const SMALL_HELPER = 2000;
  const familyOf = (module: webpack.Module, graph: webpack.ModuleGraph): string => {
    const known = families.get(module);
    if (known !== undefined) return known;
    // A module met again inside an import cycle counts as the first chunk's.
    families.set(module, 'base');
    let family = familyByName(fileOf(module));
    if (family === undefined) {
      const found = new Set<string>();
      for (const { originModule } of graph.getIncomingConnections(module)) {
        if (!originModule || originModule === module) continue;
        const importer = MUI.test(fileOf(originModule)) ? familyOf(originModule, graph) : 'base';
        for (const name of importer.split('_')) found.add(name.replace(/^mui-/, ''));
      }
      // Several families: a chunk loaded with either ('mui-checkbox_forms'), for a module
      // worth a request; the small helpers they share cost less in the first chunk.
      const shared = found.size > 1 && module.size() < SMALL_HELPER;
      family =
        found.size === 0 || found.has('base') || shared
          ? 'base'
          : `mui-${[...found].sort().join('_')}`;
    }
    families.set(module, family);
    return family;
  };
  const laterFamily = (module: webpack.Module, graph: webpack.ModuleGraph) => {
    if (!MUI.test(fileOf(module))) return undefined;
    const family = familyOf(module, graph);
    return family === 'base' ? undefined : family;
  };
  return {
    // Components a page only shows after the reader acts (dialogs, tables, the rating)
    // or only some widgets show: a chunk per family, so a page's first load carries
    // only the families its widgets show.
    muiLater: {
      test: (module: webpack.Module, { moduleGraph }: { moduleGraph: webpack.ModuleGraph }) =>
        laterFamily(module, moduleGraph) !== undefined,
      // Worked out by `test`, which runs first.
      name: (module: webpack.Module) => families.get(module),
      chunks: 'async',
      enforce: true,
      priority: 1,
    },
    // MUI and its styling engine import each other in many small modules: one chunk
    // compresses far better than fifty, and every page with a widget needs most of it.
    mui: {
      test: (module: webpack.Module) => MUI.test(fileOf(module)),
      name: 'mui',
      chunks: 'async',
      enforce: true,
    },
    // What every React widget starts with: React itself, then the runtime's core (API
    // client, schemas, store, mount) with the libraries it is made of. Two chunks rather
    // than a dozen, for the same reason.
    react: {
      test: (module: webpack.Module) => REACT.test(fileOf(module)),
      name: 'react',
      chunks: 'async',
      enforce: true,
    },
    // The part the loader itself takes to read the app config while remotes load.
    session: {
      test: (module: webpack.Module) => SESSION.test(fileOf(module)),
      name: 'session',
      chunks: 'async',
      enforce: true,
      priority: 1,
    },
    runtime: {
      test: (module: webpack.Module) => {
        const file = fileOf(module);
        return RUNTIME_CORE.test(file) && !RUNTIME_APART.test(file);
      },
      name: 'runtime',
      chunks: 'async',
      enforce: true,
    },
  };
}
