import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { MountFunction } from '../../src/mount/defineWidget';
import { containerName } from '../../widgets/registry';

/** Scripts and chunks may take this long on a slow school network before we give up. */
export const LOAD_TIMEOUT_MS = 120_000;

let pluginsRegistered = false;

function registerTimeouts(): void {
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
  ]);
}

const registered = new Set<string>();

export function manifestUrl(
  widget: string,
  staticUrl: string,
  overrides: Record<string, string>,
): string {
  return overrides[widget] ?? `${staticUrl}${widget}/mf-manifest.json`;
}

/**
 * Remotes initialise one at a time: parallel initialisation can tear the share scope and
 * load React twice. Each load still fetches in parallel with the page's other work.
 */
let queue: Promise<unknown> = Promise.resolve();

function withTimeout<T>(promise: Promise<T>, widget: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Loading "${widget}" timed out after ${LOAD_TIMEOUT_MS / 1000} s`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, LOAD_TIMEOUT_MS);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

export function loadWidgetMount(widget: string, entry: string): Promise<MountFunction> {
  registerTimeouts();
  const name = containerName(widget);
  if (!registered.has(name)) {
    registerRemotes([{ name, entry }]);
    registered.add(name);
  }
  const run = async (): Promise<MountFunction> => {
    const module = await withTimeout(
      loadRemote<{ mount?: MountFunction }>(`${name}/mount`),
      widget,
    );
    if (!module || typeof module.mount !== 'function') {
      throw new Error(`The remote "${widget}" does not expose a mount function`);
    }
    return module.mount;
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** Forgets a failed remote so a retry fetches its entry again. */
export function forgetRemote(widget: string, entry: string): void {
  const name = containerName(widget);
  registerRemotes([{ name, entry }], { force: true });
}
