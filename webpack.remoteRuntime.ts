/**
 * The parts of webpack's runtime every remote entry would repeat and the loader already has:
 * loading a chunk's script (`__webpack_require__.l`) and installing the chunks it brings
 * (JSONP chunk loading), about 0.7 kB gzip per remote entry together. A remote's build gets
 * one-line stand-ins that call the loader's, which the loader publishes with the federation
 * glue (src/federation/publishBundlerRuntime.ts, chunkLoading.ts). Script keys are prefixed
 * with the remote's name, so two remotes' chunks of the same id never pass for one.
 *
 * The remote's table of the shared modules it takes from the page is written shorter too:
 * every entry is a singleton the loader provides, so only its key and version range differ.
 */
import webpack from 'webpack';
import { BUNDLER_RUNTIME_GLOBAL } from './src/federation/bundlerRuntimeGlobal';

const PLUGIN = 'RuntimeFromLoader';
const { RuntimeGlobals } = webpack;
const published = `globalThis[${JSON.stringify(BUNDLER_RUNTIME_GLOBAL)}]`;

class LoadScriptFromLoaderModule extends webpack.RuntimeModule {
  constructor(private readonly keyPrefix: string) {
    super('load script from the loader', webpack.RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const prefix = JSON.stringify(this.keyPrefix);
    return `${RuntimeGlobals.loadScript} = (url, done, key, chunkId) => ${published}.loadScript(url, done, key === undefined ? key : ${prefix} + key, chunkId);`;
  }
}

/**
 * What webpack writes when a build only loads JavaScript chunks on demand: no prefetch or
 * preload, no hot updates, no entry waiting on chunks, no base URI. Anything else keeps
 * webpack's own code (the markers are the comments it writes for the parts it leaves out).
 */
const PLAIN_JSONP_MARKERS = [
  '// no baseURI',
  '// no prefetching',
  '// no preloaded',
  '// no HMR',
  '// no HMR manifest',
  '// no on chunks loaded',
];
const INSTALLED_CHUNKS = /installedChunks = (\{[^}]*\});/;
/** Which chunks have a script: all, or those the condition on `chunkId` matches. */
const HAS_JS =
  /\n\s*if\((.+)\) \{(?: \/\/ all chunks have JS)?\n\s*\/\/ setup Promise in chunk cache\n/;

/** Replaces a plain JSONP chunk loading module's code by a call to the loader's. */
function loadChunksWithLoader(module: webpack.RuntimeModule, chunkLoadingGlobal: string): void {
  const generate = module.generate.bind(module);
  module.generate = () => {
    const own = generate() ?? '';
    const installed = INSTALLED_CHUNKS.exec(own)?.[1];
    const hasJs = HAS_JS.exec(own)?.[1];
    const plain = PLAIN_JSONP_MARKERS.every((marker) => own.includes(marker));
    if (!installed || !hasJs || !plain || own.includes('fetchPriority')) return own;
    const global = `self[${JSON.stringify(chunkLoadingGlobal)}]`;
    const matcher = hasJs === 'true' ? '' : `, (chunkId) => ${hasJs}`;
    return `${published}.installChunkLoading(${RuntimeGlobals.require}, ${installed}, ${global} = ${global} || []${matcher});`;
  };
}

/**
 * One consumed share as the federation plugin writes it for `import: false` (the loader
 * provides every shared module): a singleton in the default scope, whose fallback throws.
 */
const CONSUMED_SHARE =
  /\{\s*fallback: \(\)=>\(\)=>\{throw new Error\("Can not get '([^'"]+)'"\)\},\s*shareScope: \["default"\],\s*singleton: true,\s*requiredVersion: ("[^"]*"),\s*strictVersion: false,\s*eager: false,\s*layer: undefined,\s*shareKey: "\1",\s*\}/g;
const CONSUMED = [
  'var consumed = (key, requiredVersion) => ({',
  `  fallback: () => () => { throw new Error("Can not get '" + key + "'"); },`,
  '  shareScope: ["default"], singleton: true, requiredVersion, strictVersion: false,',
  '  eager: false, layer: undefined, shareKey: key',
  '});',
].join('\n');

/** Writes each consumed share of the table as `consumed(key, range)`, the same object. */
function shortenConsumes(module: webpack.RuntimeModule): void {
  const generate = module.generate.bind(module);
  module.generate = () => {
    const own = generate();
    if (!own) return own;
    const short = own.replace(
      CONSUMED_SHARE,
      (_, key: string, range: string) => `consumed(${JSON.stringify(key)}, ${range})`,
    );
    return short === own ? own : `${CONSUMED}\n${short}`;
  };
}

export class RuntimeFromLoaderPlugin {
  constructor(private readonly containerName: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.loadScript)
        // Before webpack's own handler, which this one replaces (the hook stops at the first
        // handler that returns true).
        .tap({ name: PLUGIN, stage: -100 }, (chunk) => {
          compilation.addRuntimeModule(
            chunk,
            new LoadScriptFromLoaderModule(`${this.containerName}:`),
          );
          return true;
        });
      compilation.hooks.runtimeModule.tap(PLUGIN, (module) => {
        if (module.name === 'jsonp chunk loading')
          loadChunksWithLoader(module, String(compilation.outputOptions.chunkLoadingGlobal));
        if (module.name === 'consumes') shortenConsumes(module);
      });
    });
  }
}
