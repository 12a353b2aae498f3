import { describe, expect, test, vi } from 'vitest';
import {
  installChunkLoading,
  type ChunkPayload,
  type ChunkRequire,
  type ChunkState,
} from './chunkLoading';

/** A build's require whose script loading is recorded, to be finished by the test. */
function fakeBuild(hasScript?: (chunkId: string | number) => boolean) {
  const loads: { url: string; done: (event?: Event) => void; key: string | undefined }[] = [];
  const require: ChunkRequire = {
    f: {},
    m: {},
    o: (object, key) => Object.prototype.hasOwnProperty.call(object, key),
    p: '/static/w/',
    u: (chunkId) => `static/js/${chunkId}.js`,
    l: (url, done, key) => loads.push({ url, done, key }),
  };
  const installed: Record<string, ChunkState> = { 1: 0 };
  const global: ChunkPayload[] = [];
  installChunkLoading(require, installed, global, hasScript);
  const ensure = (chunkId: string | number) => {
    const promises: Promise<unknown>[] = [];
    require.f.j!(chunkId, promises);
    return promises;
  };
  return { require, installed, global, loads, ensure };
}

const loadEvent = (type: string, src: string) => ({ type, target: { src } }) as unknown as Event;

describe('installChunkLoading', () => {
  test('loads a chunk once, and installs its modules when its script pushes it', async () => {
    const build = fakeBuild();
    const [first] = build.ensure(7);
    const [second] = build.ensure(7);
    expect(second).toBe(first);
    expect(build.loads).toEqual([
      expect.objectContaining({ url: '/static/w/static/js/7.js', key: 'chunk-7' }),
    ]);
    const factory = () => {};
    build.global.push([[7], { 70: factory }]);
    build.loads[0]!.done(loadEvent('load', '/static/w/static/js/7.js'));
    await expect(first).resolves.toBeUndefined();
    expect(build.require.m[70]).toBe(factory);
    expect(build.installed[7]).toBe(0);
    expect(build.ensure(7)).toEqual([]);
  });

  test('asks nothing for a chunk that is already installed', () => {
    const build = fakeBuild();
    expect(build.ensure(1)).toEqual([]);
    expect(build.loads).toEqual([]);
  });

  test('a script that fails rejects with a ChunkLoadError, and a later ask loads it again', async () => {
    const build = fakeBuild();
    const [promise] = build.ensure(9);
    build.loads[0]!.done(loadEvent('error', '/static/w/static/js/9.js'));
    await expect(promise).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'error',
      request: '/static/w/static/js/9.js',
      message: 'Loading chunk 9 failed.\n(error: /static/w/static/js/9.js)',
    });
    expect(build.ensure(9)).toHaveLength(1);
    expect(build.loads).toHaveLength(2);
  });

  test('a script that loads without its chunk is reported missing', async () => {
    const build = fakeBuild();
    const [promise] = build.ensure(4);
    build.loads[0]!.done(loadEvent('load', '/static/w/static/js/4.js'));
    await expect(promise).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
  });

  test('chunks pushed before installation are installed, and runtime code runs once', () => {
    const require: ChunkRequire = {
      f: {},
      m: {},
      o: (object, key) => Object.prototype.hasOwnProperty.call(object, key),
      p: '',
      u: String,
      l: vi.fn(),
    };
    const runtime = vi.fn();
    const global: ChunkPayload[] = [[[3], { 30: 'early' }, runtime]];
    const installed: Record<string, ChunkState> = {};
    installChunkLoading(require, installed, global);
    expect(require.m[30]).toBe('early');
    expect(runtime).toHaveBeenCalledWith(require);
    expect(installed[3]).toBe(0);
    // The same chunk pushed again (two copies of its script) changes nothing.
    global.push([[3], { 30: 'again' }, runtime]);
    expect(require.m[30]).toBe('early');
    expect(runtime).toHaveBeenCalledTimes(1);
    expect(global).toHaveLength(2);
  });

  test('a chunk made only of shared modules is marked installed without a script', () => {
    const build = fakeBuild((chunkId) => chunkId !== 5);
    expect(build.ensure(5)).toEqual([]);
    expect(build.installed[5]).toBe(0);
    expect(build.loads).toEqual([]);
  });
});
