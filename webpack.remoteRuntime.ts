/**
 * The part of webpack's runtime every remote entry would repeat and the loader already has:
 * loading a chunk's script (`__webpack_require__.l`, about 0.3 kB gzip per remote entry). A
 * remote's build gets a one-line stand-in that calls the loader's, which the loader publishes
 * with the federation glue (src/federation/publishBundlerRuntime.ts). Script keys are
 * prefixed with the remote's name, so two remotes' chunks of the same id never pass for one.
 */
import webpack from 'webpack';
import { BUNDLER_RUNTIME_GLOBAL } from './src/federation/bundlerRuntimeGlobal';

const PLUGIN = 'LoadScriptFromLoader';

class LoadScriptFromLoaderModule extends webpack.RuntimeModule {
  constructor(private readonly keyPrefix: string) {
    super('load script from the loader', webpack.RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const load = `globalThis[${JSON.stringify(BUNDLER_RUNTIME_GLOBAL)}].loadScript`;
    const prefix = JSON.stringify(this.keyPrefix);
    return `${webpack.RuntimeGlobals.loadScript} = (url, done, key, chunkId) => ${load}(url, done, key === undefined ? key : ${prefix} + key, chunkId);`;
  }
}

export class LoadScriptFromLoaderPlugin {
  constructor(private readonly containerName: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(webpack.RuntimeGlobals.loadScript)
        // Before webpack's own handler, which this one replaces (the hook stops at the first
        // handler that returns true).
        .tap({ name: PLUGIN, stage: -100 }, (chunk) => {
          compilation.addRuntimeModule(
            chunk,
            new LoadScriptFromLoaderModule(`${this.containerName}:`),
          );
          return true;
        });
    });
  }
}
