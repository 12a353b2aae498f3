/**
 * A remote's chunk loading, published by the loader so that no remote entry carries its own
 * (webpack.remoteRuntime.ts puts a call to it where webpack would write the same code out in
 * every remote entry). It follows webpack's JSONP protocol: a chunk script pushes
 * `[chunkIds, modules, runtime?]` onto the build's global array, and each chunk's state in
 * `installed` is undefined (never asked for), a pending `[resolve, reject, promise]`, or 0
 * (installed).
 */
import type { LoadScript } from './bundlerRuntimeGlobal';

type Pending = [resolve: () => void, reject: (error: Error) => void, promise?: Promise<void>];
export type ChunkState = 0 | Pending | undefined;
export type ChunkId = string | number;

/** A chunk script's payload: its ids, its modules' factories and, rarely, runtime code. */
export type ChunkPayload = [
  chunkIds: ChunkId[],
  modules: Record<string, unknown>,
  runtime?: (require: ChunkRequire) => unknown,
];

/** The parts of a build's `__webpack_require__` that chunk loading reads and writes. */
export interface ChunkRequire {
  /** Handlers that start loading a chunk's parts (`__webpack_require__.e` runs each). */
  f: Record<string, (chunkId: ChunkId, promises: Promise<unknown>[]) => void>;
  /** The build's module factories. */
  m: Record<string, unknown>;
  /** Own-property check. */
  o: (object: object, key: PropertyKey) => boolean;
  /** The build's public path and a chunk's file name in it. */
  p: string;
  u: (chunkId: ChunkId) => string;
  l: LoadScript;
}

/** webpack's error for a chunk that did not arrive (what retry logic recognises). */
function chunkLoadError(chunkId: ChunkId, event: Event | undefined): Error {
  const type = event && (event.type === 'load' ? 'missing' : event.type);
  const src = (event?.target as HTMLScriptElement | null | undefined)?.src;
  const error = new Error(`Loading chunk ${chunkId} failed.\n(${type}: ${src})`);
  return Object.assign(error, { name: 'ChunkLoadError', type, request: src, event });
}

/**
 * Installs chunk loading on a build's `require`: the `j` handler that loads a chunk's script
 * once, and the global array's `push` that installs what a chunk script brings. `hasScript`
 * tells the chunks that have one from those made only of shared modules, which other
 * handlers load (all have one when it is not given).
 */
export function installChunkLoading(
  require: ChunkRequire,
  installed: Record<string, ChunkState>,
  chunkLoadingGlobal: ChunkPayload[],
  hasScript: (chunkId: ChunkId) => boolean = () => true,
): void {
  require.f.j = (chunkId, promises) => {
    const state = require.o(installed, chunkId) ? installed[chunkId] : undefined;
    if (state === 0) return;
    if (!state && !hasScript(chunkId)) {
      installed[chunkId] = 0;
      return;
    }
    if (state) {
      promises.push(state[2]!);
      return;
    }
    let pending!: Pending;
    const promise = new Promise<void>((resolve, reject) => {
      pending = installed[chunkId] = [resolve, reject];
    });
    pending[2] = promise;
    promises.push(promise);
    require.l(
      require.p + require.u(chunkId),
      (event) => {
        if (!require.o(installed, chunkId)) return;
        const current = installed[chunkId];
        // Still pending after its script ran or failed: it never pushed its chunk.
        if (current !== 0) installed[chunkId] = undefined;
        if (current) current[1](chunkLoadError(chunkId, event));
      },
      `chunk-${chunkId}`,
      chunkId,
    );
  };

  const install = (
    parentPush: ((payload: ChunkPayload) => number) | null,
    payload: ChunkPayload,
  ) => {
    const [chunkIds, modules, runtime] = payload;
    if (chunkIds.some((id) => installed[id] !== 0)) {
      for (const id in modules) if (require.o(modules, id)) require.m[id] = modules[id];
      runtime?.(require);
    }
    parentPush?.(payload);
    for (const id of chunkIds) {
      const state = require.o(installed, id) ? installed[id] : undefined;
      if (state) state[0]();
      installed[id] = 0;
    }
  };
  // Chunks whose scripts ran before this build's entry are installed now, later ones on push.
  chunkLoadingGlobal.forEach((payload) => install(null, payload));
  const parentPush = chunkLoadingGlobal.push.bind(chunkLoadingGlobal);
  chunkLoadingGlobal.push = (...payloads: ChunkPayload[]) => {
    for (const payload of payloads) install(parentPush, payload);
    return chunkLoadingGlobal.length;
  };
}
