import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { accepts, acceptsGzip } from '../../host-demo/server/static/compression';
import { precompress } from '../../scripts/precompress.mjs';
import { removeDir, startServer, tempDataDir } from './support/testServer';

describe('static files travel compressed, as production serves them', () => {
  const distDir = tempDataDir();
  const script = `/* chunk */ ${'console.log("a widget");\n'.repeat(200)}`;
  fs.writeFileSync(path.join(distDir, 'loader.js'), script);
  fs.writeFileSync(path.join(distDir, 'picture.png'), Buffer.from([137, 80, 78, 71, 1, 2, 3]));
  const server = startServer({ distDir });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
    removeDir(distDir);
  });
  const get = (file: string, acceptEncoding?: string) =>
    server.app.request(`/static/apps/courses/${file}`, {
      headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
    });

  it('gzips a script for a browser that accepts gzip, and says it varies by that', async () => {
    const response = await get('loader.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('sends the file as it is to a client that does not accept gzip', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br']) {
      const response = await get('loader.js', acceptEncoding);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(script);
    }
  });

  it('leaves files that are compressed already alone', async () => {
    const response = await get('picture.png', 'gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      Buffer.from([137, 80, 78, 71, 1, 2, 3]),
    );
  });
});

describe("the build's Brotli copies are sent to browsers that take Brotli", () => {
  const distDir = tempDataDir();
  const script = `/* chunk */ ${'console.log("a widget");\n'.repeat(200)}`;
  fs.writeFileSync(path.join(distDir, 'chunk.js'), script);
  fs.writeFileSync(path.join(distDir, 'pointer.js'), script);
  expect(precompress(distDir)).toBe(2);
  const server = startServer({ distDir });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
    removeDir(distDir);
  });
  const get = (file: string, acceptEncoding: string) =>
    server.app.request(`/static/apps/courses/${file}`, {
      headers: { 'Accept-Encoding': acceptEncoding },
    });

  it('sends the .br copy, smaller than gzip, to a browser that takes br', async () => {
    const response = await get('chunk.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
    const gzip = await get('chunk.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(body.length).toBeLessThan((await gzip.arrayBuffer()).byteLength);
  });

  it('sends gzip when the .br beside a file is a copy of another version of it', async () => {
    const next = `${script}console.log("the next release");\n`;
    fs.writeFileSync(path.join(distDir, 'pointer.js'), next);
    const response = await get('pointer.js', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(next);
  });
});

describe('a pointer served no-cache is revalidated, not sent again', () => {
  const distDir = tempDataDir();
  fs.writeFileSync(path.join(distDir, 'loader.js'), 'console.log("release 1");');
  const server = startServer({ distDir });
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
    removeDir(distDir);
  });
  const get = (ifNoneMatch?: string) =>
    server.app.request('/static/apps/courses/loader.js', {
      headers: ifNoneMatch === undefined ? {} : { 'If-None-Match': ifNoneMatch },
    });

  it('answers 304 with no body while the file is unchanged, and the file once it changes', async () => {
    const first = await get();
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await get(etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    fs.writeFileSync(path.join(distDir, 'loader.js'), 'console.log("release 2, longer");');
    const changed = await get(etag);
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('console.log("release 2, longer");');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('sends the file for a validator it never gave', async () => {
    const response = await get('W/"something-else"');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('console.log');
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['GZIP', true],
    ['br, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('accepts br', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['*', true],
    ['br;q=0, gzip', false],
    ['gzip', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(accepts(header, 'br')).toBe(expected);
  });
});
