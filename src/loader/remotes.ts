import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { MountFunction } from '../mount/defineWidget';
import { containerName } from '../../widgets/registry';

/** Scripts and chunks may take this long on a slow school network before we give up. */
export const LOAD_TIMEOUT_MS = 120_000;

let pluginsRegistered = false;

type RuntimePlugin = NonNullable<Parameters<typeof registerGlobalPlugins>[0]>[number];

/**
 * The federation runtime keeps the promise of a shared module's load even when it failed, so
 * a part whose shared code did not arrive (the network dropped) could never load it again
 * without a reload. Forgetting a failed load lets the next attempt (a dialog's Retry, the
 * widget's Try again) download it anew.
 */
export const forgetFailedShares: RuntimePlugin = {
  name: 'courses-forget-failed-shares',
  errorLoadShare({ pkgName, shareScopeMap }) {
    for (const scope of Object.values(shareScopeMap)) {
      for (const shared of Object.values(scope[pkgName] ?? {})) {
        if (shared.loading && !shared.loaded && !shared.lib) shared.loading = null;
      }
    }
  },
};

function registerRuntimePlugins(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    {
      name: 'courses-load-timeout',
      // The runtime's own script time-out is 20 s; remote entries get the same 120 s as chunks.
      createScript({ url }) {
        const script = document.createElement('script');
        script.src = url;
        script.crossOrigin = 'anonymous';
        return { script, timeout: LOAD_TIMEOUT_MS };
      },
    },
    forgetFailedShares,
  ]);
  // Each remote loads its shared modules through its own runtime instance, made after this.
  registerGlobalPlugins([forgetFailedShares]);
}

const registered = new Set<string>();

/**
 * Where a widget's manifest is read. A host's override wins; else the manifest of the release
 * this loader belongs to (`mf-manifest.<release>.json`, which never changes once deployed), so
 * a page opened before a deploy keeps loading the widgets of its own release. Without a
 * release (a development build), or with `current`, the widget's current manifest
 * (`mf-manifest.json`, served no-cache): what a page reads again when its release's did not load.
 */
export function manifestUrl(
  widget: string,
  staticUrl: string,
  overrides: Record<string, string>,
  release: string | null,
): string {
  const file = release === null ? 'mf-manifest.json' : `mf-manifest.${release}.json`;
  return overrides[widget] ?? `${staticUrl}${widget}/${file}`;
}

function withTimeout<T>(promise: Promise<T>, widget: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Loading "${widget}" timed out after ${LOAD_TIMEOUT_MS / 1000} s`);
      error.name = 'ChunkLoadError';
      reject(Object.assign(error, { timedOut: true }));
    }, LOAD_TIMEOUT_MS);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

export function loadWidgetMount(widget: string, entry: string): Promise<MountFunction> {
  registerRuntimePlugins();
  const name = containerName(widget);
  if (!registered.has(name)) {
    registerRemotes([{ name, entry }]);
    registered.add(name);
  }
  // Remotes load in parallel: the loader is the only provider of shared modules (remotes take
  // them with `import: false`), so no remote can register a second React while another starts.
  return withTimeout(loadRemote<{ mount?: MountFunction }>(`${name}/mount`), widget).then(
    (module) => {
      if (!module || typeof module.mount !== 'function') {
        throw new Error(`The remote "${widget}" does not expose a mount function`);
      }
      return module.mount;
    },
  );
}

const timedOut = (error: unknown) =>
  error instanceof Error && (error as Error & { timedOut?: boolean }).timedOut === true;

/**
 * Loads a widget; when its manifest, entry or a chunk cannot be loaded (a release removed, a
 * file the CDN lost, a dropped connection), reads the widget's current manifest again and tries
 * once more before the failure is the caller's to show. A load that timed out is not repeated:
 * the reader has waited long enough.
 */
export async function loadWidgetMountOrRetry(
  widget: string,
  entry: string,
  current: string,
): Promise<MountFunction> {
  try {
    return await loadWidgetMount(widget, entry);
  } catch (error) {
    if (timedOut(error)) throw error;
    console.debug(`[courses] "${widget}" did not load; reading its current manifest again`, error);
    forgetRemote(widget, current);
    return loadWidgetMount(widget, current);
  }
}

/** Forgets a failed remote so a retry fetches its entry again. */
export function forgetRemote(widget: string, entry: string): void {
  const name = containerName(widget);
  registerRemotes([{ name, entry }], { force: true });
}
