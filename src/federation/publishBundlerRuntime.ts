/**
 * Runs in the loader before any remote entry: publishes the loader's webpack bundler runtime
 * for the remotes (see bundlerRuntimeGlobal.ts). The loader's own build drops container init
 * (it exposes nothing), so that one function is added from the same package.
 */
import federation from '@module-federation/webpack-bundler-runtime/bundler';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { installChunkLoading } from './chunkLoading';
import { createRemoteRuntime } from './remoteRuntime';
import {
  BUNDLER_RUNTIME_GLOBAL,
  type LoadScript,
  type PublishedBundlerRuntime,
} from './bundlerRuntimeGlobal';

/** The loader's own webpack require, whose script loading the remotes share. */
declare const __webpack_require__: { l?: LoadScript };

export function publishBundlerRuntime(): void {
  const published: PublishedBundlerRuntime = {
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap:
      federation.attachShareScopeMap as PublishedBundlerRuntime['attachShareScopeMap'],
    createRuntime: createRemoteRuntime,
    loadScript: loaderScriptLoading(),
    installChunkLoading,
  };
  Object.defineProperty(globalThis, BUNDLER_RUNTIME_GLOBAL, { value: Object.freeze(published) });
}

function loaderScriptLoading(): LoadScript {
  const load = __webpack_require__.l;
  // The loader loads chunks of its own, so its build always has it; say so if that changes.
  if (!load) throw new Error('[courses] the loader was built without script loading');
  return load;
}
