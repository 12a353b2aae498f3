/** A fresh development server on a free port, over real HTTP, for the suite to be run against. */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createServer, type ServerOptions } from '../../host-demo/server/app';
import type { Sites } from './users';

export interface RunningServer {
  sites: Sites & { partner: string };
  stop(): Promise<void>;
}

export async function startDevServer(options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courses-conformance-'));
  const server = createServer({ ...options, dataDir, mainHost: 'localhost' });
  // No hostname: both IPv4 (127.0.0.1, the partner variant) and IPv6 answer.
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0 }, () => resolve(s));
  });
  const { port } = http.address() as AddressInfo;
  server.context.publicOrigin = `http://localhost:${port}`;
  return {
    sites: { base: `http://localhost:${port}`, partner: `http://127.0.0.1:${port}` },
    async stop() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
