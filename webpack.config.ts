/**
 * Builds one Module Federation remote per widget (each exposes ./mount and emits
 * mf-manifest.json) and the page loader, which provides the shared singletons.
 *
 *   STATIC_URL          public path of the built files (default /static/apps/courses/; a CDN URL works)
 *   COURSES_BUILD_DIR   where to write them (default dist/; scripts/build.mjs sets it)
 *   COURSES_RELEASE     the release id the loader names and pins its manifests to (scripts/build.mjs
 *                       sets it; without it the loader reads each widget's current manifest)
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { WIDGETS, DEMO_REMOTES, containerName } from './widgets/registry';
import { sourceOf } from './build/generated';
import { muiAliases } from './build/muiFamilies';
import { muiReplacements } from './build/muiReplacements';
import { LOADER_CONDITIONS } from './build/resolve';
import { consumedShared, providedShared } from './build/shared';
import { MUI_LATER, RUNTIME_ENTRIES, STARTUP_ENTRY } from './build/sharedKeys';
import { RuntimeFromLoaderPlugin } from './webpack.remoteRuntime';

const root = __dirname;
const staticUrl = (process.env.STATIC_URL ?? '/static/apps/courses/').replace(/\/?$/, '/');
const outRoot = path.join(
  path.resolve(root, process.env.COURSES_BUILD_DIR ?? 'dist'),
  'static',
  'apps',
  'courses',
);
const CHUNK_TIMEOUT_MS = 120_000;
const release = process.env.COURSES_RELEASE ?? '';

/** The runtime core's modules: the runtime's sources and the libraries only it uses. */
const RUNTIME_CORE = /[\\/](src[\\/]|node_modules[\\/](jotai|ky)[\\/])/;
/**
 * Runtime entries loaded on their own (markup, authoring, classroom, forms, requests) stay
 * apart with the API calls and schemas only they use, and so does valibot, which light mounts
 * take without the rest of the runtime. Reporting is loaded only on pages that configure it, the
 * embed views' login only on the pages that have one (src/loader/index.ts), and the short links
 * with the sharing dialogs (src/requests).
 */
const RUNTIME_APART =
  /[\\/]src[\\/]((markup|authoring|classroom|forms|federation|valibot|requests|reporting)[\\/]|loader[\\/](embedLogin|embedLoginMessages|frameSessionAccount|sessionHandoff)\.ts$|ui[\\/]useShortLink\.ts$|api[\\/](endpoints[\\/](contentBuilder|sharing|feedback|assignments|speech|embedSession)|schemas[\\/](contentBuilder|feedback|assignment|speech|embedSession))\.ts$)/;

/**
 * What the loader imports to read the app config (src/loader/index.ts: the API session,
 * its client and the schemas they check with), so that request need not wait for the rest of
 * the runtime. A module missing here only lands in the runtime chunk: correct, just heavier.
 */
const SESSION =
  /[\\/](src[\\/](api[\\/](session|client|csrf|errors|describeIssues|schemas[\\/](appConfig|user|common|id|dataset|sharing|shortUrl)|endpoints[\\/]errorBody)|config[\\/]runtimeConfig)\.ts|node_modules[\\/]ky[\\/])/;

function baseConfig(name: string, mode: 'production' | 'development'): Configuration {
  const prod = mode === 'production';
  return {
    name,
    mode,
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    context: root,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: {
        ...Object.fromEntries(
          Object.entries(RUNTIME_ENTRIES).map(([key, file]) => [`${key}$`, path.join(root, file)]),
        ),
        // Not shared: each remote bundles these stateless start-up helpers (see src/startup).
        [`${STARTUP_ENTRY}$`]: path.join(root, 'src/startup/index.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
        // The API contract's modules only declare schemas and calls: a module none of whose
        // exports is used is left out, rather than kept for effects it does not have (the
        // runtime re-exports them all, and the calls only some views make load with those).
        {
          test: /[\\/]src[\\/]api[\\/](schemas|endpoints)[\\/]\w+\.ts$/,
          sideEffects: false,
        },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

function outputFor(folder: string, mode: 'production' | 'development', uniqueName: string) {
  const hashed = mode === 'production' ? '.[contenthash:8]' : '';
  return {
    path: folder ? path.join(outRoot, folder) : outRoot,
    publicPath: staticUrl + (folder ? `${folder}/` : ''),
    filename: `[name]${hashed}.js`,
    chunkFilename: `static/js/[name]${hashed}.chunk.js`,
    chunkLoadTimeout: CHUNK_TIMEOUT_MS,
    uniqueName,
    clean: true,
  };
}

function remoteConfig(
  widget: string,
  mode: 'production' | 'development',
  entryDir: string,
): Configuration {
  const name = containerName(widget);
  const base = baseConfig(widget, mode);
  return {
    ...base,
    // MUI comes from the loader by family (build/muiFamilies.ts, muiAliases).
    resolve: { ...base.resolve, alias: { ...base.resolve?.alias, ...muiAliases() } },
    // The container entry is all a remote needs; webpack still wants an entry object.
    entry: {},
    output: outputFor(widget, mode, name),
    // A lazy view and what only it uses stay one chunk: with webpack's 20 kB floor, the code
    // two views share became a chunk of its own (the step view: two requests on a step page).
    optimization: { splitChunks: { chunks: 'async', minSize: 100_000 } },
    plugins: [
      new ModuleFederationPlugin({
        name,
        // Hashed like the chunks: an open page of the previous release still finds its own
        // entry (the release's pinned manifest names it) after a new release is deployed.
        filename: mode === 'production' ? 'remoteEntry.[fullhash:8].js' : 'remoteEntry.js',
        exposes: { './mount': path.join(root, entryDir, widget, 'mount') },
        shared: consumedShared(),
        // The loader provides the federation runtime once per page; remote entries stay small.
        experiments: {
          asyncStartup: true,
          externalRuntime: true,
          optimization: { target: 'web' },
        },
        // Reuse whatever copy the page already loaded, so equal versions never load twice.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
      }),
      // The loader publishes the federation glue once per page (src/federation).
      new webpack.NormalModuleReplacementPlugin(
        /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
        path.join(root, 'src/federation/bundlerRuntimeForRemote.ts'),
      ),
      new RuntimeFromLoaderPlugin(name),
    ],
  };
}

/** A module's file for the chunk rules below: a trimmed share module counts as what it re-exports. */
const fileOf = (module: webpack.Module) => sourceOf(module.nameForCondition() ?? '');

function loaderConfig(mode: 'production' | 'development'): Configuration {
  const output = outputFor('', mode, 'courses_loader');
  const shared = providedShared();
  const MUI =
    /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;
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
  const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
  return {
    ...baseConfig('loader', mode),
    resolve: {
      ...baseConfig('loader', mode).resolve,
      // The federation runtime is required (CommonJS) by one plugin and imported (ESM) by the
      // rest; resolving both to the ESM build keeps a single copy in the loader.
      conditionNames: LOADER_CONDITIONS,
    },
    module: {
      rules: [
        ...(baseConfig('loader', mode).module?.rules ?? []),
        // The trimmed share modules (build/generated.ts) name what the code imports, types
        // included when read off a namespace (`v.InferOutput`): those have no value to export.
        { test: /[\\/]courses-shared[\\/]/, parser: { reexportExportsPresence: false } },
      ],
    },
    entry: { loader: path.join(root, 'src/loader/index.ts') },
    // The loader's chunks serve every remote: a module two of them need goes in a chunk of its
    // own (webpack's default 20 kB floor would copy smaller shared modules into each).
    optimization: {
      splitChunks: {
        chunks: 'async',
        minSize: 4000,
        cacheGroups: {
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
        },
      },
    },
    // The loader keeps a stable name: templates include it directly and it is served no-cache.
    output: { ...output, filename: '[name].js', clean: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'courses_loader',
        remotes: {},
        shared,
        experiments: {
          asyncStartup: true,
          provideExternalRuntime: true,
          // Browser only: drops the runtime's Node script loading. Manifests need the snapshot plugin.
          optimization: { target: 'web' },
        },
        // Reuse whatever copy the page already loaded, so equal versions never load twice.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
      ...muiReplacements().map(
        ([pattern, file]) => new webpack.NormalModuleReplacementPlugin(pattern, file),
      ),
      // The release the loader names (CoursesWidgets.version, reports) and pins manifests to.
      new webpack.DefinePlugin({ __COURSES_RELEASE__: JSON.stringify(release) }),
    ],
  };
}

/**
 * embed.js, the script embedders add beside a course frame: plain TypeScript, no federation,
 * no React, a stable name (the embed code names it).
 */
function embedScriptConfig(mode: 'production' | 'development'): Configuration {
  return {
    ...baseConfig('embed', mode),
    entry: { embed: path.join(root, 'src/embed/index.ts') },
    output: { ...outputFor('', mode, 'courses_embed'), filename: '[name].js', clean: false },
  };
}

/** `--env only=lesson-player,loader` builds a subset while working on one widget. */
export default (env: { only?: string } = {}, argv: { mode?: string } = {}): Configuration[] => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const all = [
    ...WIDGETS.map((w) => remoteConfig(w, mode, 'widgets')),
    ...DEMO_REMOTES.map((w) => remoteConfig(w, mode, 'host-demo')),
    loaderConfig(mode),
    embedScriptConfig(mode),
  ];
  const only = env.only?.split(',');
  return only ? all.filter((config) => only.includes(String(config.name))) : all;
};
