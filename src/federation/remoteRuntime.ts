/**
 * `@module-federation/runtime`'s entry points for one remote build, made by the loader from the
 * runtime core it provides (see bundlerRuntimeGlobal.ts). The same logic as the package's
 * `index.js` (2.9.2): `init` finds the build's instance among the page's, or creates it, and the
 * other functions call the instance `init` remembered.
 */
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import type { RemoteRuntime } from './bundlerRuntimeGlobal';

type Options = ConstructorParameters<typeof ModuleFederation>[0];
type Instance = InstanceType<typeof ModuleFederation>;
type Method = 'loadRemote' | 'loadShare' | 'loadShareSync' | 'preloadRemote';
type MoreMethod = 'registerRemotes' | 'registerPlugins' | 'registerShared';

export function createRemoteRuntime(buildId: string): RemoteRuntime {
  let instance: Instance | null = null;

  function createInstance(options: Options): Instance {
    const Constructor = getGlobalFederationConstructor() ?? ModuleFederation;
    const created = new Constructor({
      id: `${options.name}@${options.version || Date.now()}`,
      ...options,
    });
    setGlobalFederationInstance(created);
    return created;
  }

  function findInstance(name: string, version: string | undefined): Instance | undefined {
    return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
      (other: Instance) =>
        (buildId !== '' && other.options.id === buildId) ||
        (other.options.name === name && !other.options.version && !version) ||
        (other.options.name === name && !!version && other.options.version === version),
    );
  }

  function init(options: Options): Instance {
    const found = findInstance(options.name, options.version);
    const normalized = { ...options, id: options.id || '' };
    if (!found) return (instance = createInstance(normalized));
    found.initOptions(normalized);
    instance ??= found;
    return found;
  }

  const call =
    (method: Method | MoreMethod) =>
    (...args: unknown[]): unknown => {
      if (!instance)
        throw new Error(`[courses] ${buildId}: the federation runtime is not initialised`);
      return (instance[method] as (...a: unknown[]) => unknown).apply(instance, args);
    };

  return {
    Module,
    ModuleFederation,
    createInstance,
    getInstance: (finder?: (instance: Instance) => boolean) =>
      finder ? (CurrentGlobal.__FEDERATION__.__INSTANCES__.find(finder) ?? null) : instance,
    getRemoteEntry,
    getRemoteInfo,
    init,
    loadRemote: call('loadRemote'),
    loadScript,
    loadScriptNode,
    loadShare: call('loadShare'),
    loadShareSync: call('loadShareSync'),
    preloadRemote: call('preloadRemote'),
    registerGlobalPlugins,
    registerPlugins: call('registerPlugins'),
    registerRemotes: call('registerRemotes'),
    registerShared: call('registerShared'),
    satisfy,
  };
}
