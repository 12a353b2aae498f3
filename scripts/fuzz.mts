/**
 * npm run fuzz [-- --seed N] [--seconds S] [--runs N] [--base URL]
 *
 * Sends generated requests to every operation of docs/openapi.json as a visitor, a student and
 * a teacher (tests/contract/fuzzer.ts). Without --base it starts a fresh development server in
 * this process, on a free port with a temporary data directory. Prints the seed (replay with
 * --seed; --runs makes the replay stop at the same request) and exits 1 on any failure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createServer } from '../host-demo/server/app';
import { runFuzzer } from '../tests/contract/fuzzer';
import type { OpenApiDocument } from '../tests/contract/openApiValidator';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    seconds: { type: 'string', default: process.env.FUZZ_SECONDS ?? '60' },
    runs: { type: 'string' },
    base: { type: 'string' },
  },
});
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const doc = JSON.parse(
  fs.readFileSync(path.join(root, 'docs/openapi.json'), 'utf8'),
) as OpenApiDocument;

async function startLocalServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'courses-fuzz-'));
  const server = createServer({ dataDir });
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = http.address() as AddressInfo;
  const baseUrl = `http://localhost:${port}`;
  server.context.publicOrigin = baseUrl;
  return {
    baseUrl,
    async stop() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const local = values.base ? undefined : await startLocalServer();
const baseUrl = values.base ?? local?.baseUrl ?? '';
console.log(`fuzz: seed ${seed}, against ${baseUrl}`);
const started = Date.now();
try {
  const report = await runFuzzer(doc, {
    baseUrl,
    seed,
    timeLimitMs: Number(values.seconds) * 1000,
    ...(values.runs ? { runs: Number(values.runs) } : {}),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz: ${report.operations} operations, ${report.requests} requests in ${seconds} s, ` +
      `${report.failures.length} failures (seed ${seed})`,
  );
  console.log(`fuzz: statuses ${JSON.stringify(report.statuses)}`);
  for (const failure of report.failures) console.log(`  FAIL ${failure}`);
  if (report.failures.length > 0) {
    console.log(`fuzz: replay with npm run fuzz -- --seed ${seed} --runs ${report.requests}`);
    process.exitCode = 1;
  }
} finally {
  await local?.stop();
}
