/**
 * Runs in the loader before any remote entry: publishes the loader's webpack bundler runtime
 * for the remotes (see bundlerRuntimeGlobal.ts). The loader's own build drops container init
 * (it exposes nothing), so that one function is added from the same package.
 */
import federation from '@module-federation/webpack-bundler-runtime/bundler';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { createRemoteRuntime } from './remoteRuntime';
import { BUNDLER_RUNTIME_GLOBAL, type PublishedBundlerRuntime } from './bundlerRuntimeGlobal';

export function publishBundlerRuntime(): void {
  const published: PublishedBundlerRuntime = {
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap:
      federation.attachShareScopeMap as PublishedBundlerRuntime['attachShareScopeMap'],
    createRuntime: createRemoteRuntime,
  };
  Object.defineProperty(globalThis, BUNDLER_RUNTIME_GLOBAL, { value: Object.freeze(published) });
}
