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
import { muiAliases } from './build/muiFamilies';
import { muiReplacements } from './build/muiReplacements';
import { LOADER_CONDITIONS } from './build/resolve';
import { consumedShared, providedShared } from './build/shared';
import { RUNTIME_ENTRIES, STARTUP_ENTRY } from './build/sharedKeys';
import { loaderCacheGroups } from './build/loaderChunks';
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

function loaderConfig(mode: 'production' | 'development'): Configuration {
  const output = outputFor('', mode, 'courses_loader');
  const shared = providedShared();
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
        cacheGroups: loaderCacheGroups(),
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
