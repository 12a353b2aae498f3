/**
 * The OpenAPI document (docs/openapi.json) against what it describes: the committed file is
 * what the generator writes, it lints as OpenAPI 3.1, every /api route of the development
 * server has an entry and every entry a route, and the limits it states are the server's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CSV_MAX_COLUMNS,
  CSV_UPLOAD_MAX_BYTES,
  REQUEST_BODY_MAX_BYTES,
} from '../../src/api/contract/limits';
import { MAX_CSV_COLUMNS } from '../../host-demo/server/services/csv';
import { MAX_CSV_BYTES } from '../../host-demo/server/services/userDatasets';
import { openApiDocument, renderOpenApi } from '../../scripts/openApiDocument';
import { listOperations, type OpenApiDocument } from '../contract/openApiValidator';
import { removeDir, startServer } from './support/testServer';

const root = fileURLToPath(new URL('../..', import.meta.url));
const committedPath = path.join(root, 'docs/openapi.json');

/** Path segments, a parameter (`:id`, `*`, `{id}`, `sharewith-{provider}`) as null. */
function segments(template: string): (string | null)[] {
  return template
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (/^:|^\*$|\{/.test(part) ? null : part));
}

/** Whether some concrete path answers to both templates. */
function overlaps(a: string, b: string): boolean {
  const x = segments(a);
  const y = segments(b);
  return (
    x.length === y.length && x.every((part, i) => part === null || y[i] === null || part === y[i])
  );
}

describe('docs/openapi.json', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });
  const doc = openApiDocument() as unknown as OpenApiDocument;
  const documented = listOperations(doc);
  const routes = [
    ...new Set(
      server.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    ),
  ].map((key) => key.split(' ') as [string, string]);

  it('is what npm run openapi writes (not stale)', async () => {
    expect(fs.readFileSync(committedPath, 'utf8')).toBe(await renderOpenApi());
  }, 60_000);

  it('has an entry for every /api route of the development server', () => {
    // The reference page and its files are HTML and assets, not API calls.
    const apiRoutes = routes.filter(
      ([, route]) => route.startsWith('/api/') && !route.startsWith('/api/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThan(40);
    const missing = apiRoutes.filter(
      ([method, route]) => !documented.some(([m, t]) => m === method && overlaps(route, t)),
    );
    expect(missing.map((r) => r.join(' '))).toEqual([]);
  });

  it('has a route of the development server for every entry', () => {
    const orphans = documented.filter(
      ([method, template]) =>
        !routes.some(([m, route]) => m === method && overlaps(route, template)),
    );
    expect(orphans.map((r) => r.join(' '))).toEqual([]);
  });

  it('states the limits the server enforces', () => {
    expect(CSV_UPLOAD_MAX_BYTES).toBe(MAX_CSV_BYTES);
    expect(CSV_MAX_COLUMNS).toBe(MAX_CSV_COLUMNS);
    const upload = doc.paths['/api/dataset-uploader/userdataset/upload/']?.put as {
      description: string;
    };
    expect(upload.description).toContain('At most 20 MB');
    expect(upload.description).toContain(`${CSV_MAX_COLUMNS} columns`);
    expect(REQUEST_BODY_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('lints as OpenAPI 3.1 with no errors (@redocly/cli, redocly.yaml)', () => {
    const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const result = spawnSync(
      process.execPath,
      [cli, 'lint', committedPath, '--config', path.join(root, 'redocly.yaml'), '--format=json'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
    );
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number };
      problems: { severity: string; ruleId: string; message: string }[];
    };
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(doc.openapi).toBe('3.1.0');
  }, 60_000);
});
