/**
 * docs/api.md against the OpenAPI document: every call it names (`METHOD /path`) is an
 * operation of the document, every operation is named there, and the upload limits it states
 * are the document's. The prose stays free; the facts cannot drift.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CSV_UPLOAD_LIMITS_TEXT } from '../../src/api/contract/limits';
import { openApiDocument } from '../../scripts/openApiDocument';
import { listOperations, type OpenApiDocument } from '../contract/openApiValidator';

const apiMd = fs.readFileSync(fileURLToPath(new URL('../../docs/api.md', import.meta.url)), 'utf8');

/** Pages of the development server that docs/api.md describes beside the API. */
const PAGES = [/^\/demo\//, /^\/s\//, /^\/datasets\/upload\/$/];

/** `{enrollId}` and `{enroll}` name the same parameter: compare shapes, not names. */
const shape = (template: string) => template.replace(/\{[^}]*\}/g, '{}');

function namedCalls(): [string, string][] {
  const calls: [string, string][] = [];
  for (const match of apiMd.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`?\s]*)[^`]*`/g)) {
    const [, method = '', path = ''] = match;
    if (!PAGES.some((page) => page.test(path))) calls.push([method, path]);
  }
  return calls;
}

describe('docs/api.md and docs/openapi.json', () => {
  const doc = openApiDocument() as unknown as OpenApiDocument;
  const operations = listOperations(doc).map(
    ([method, template]) => `${method} ${shape(template)}`,
  );

  it('names only calls the document has', () => {
    const calls = namedCalls();
    expect(calls.length).toBeGreaterThan(60);
    const concrete = (path: string) =>
      path.replace(/^\/account\/integration\/google\//, '/account/integration/{}/');
    const unknown = calls
      .map(([method, path]) => `${method} ${shape(concrete(path))}`)
      .filter((call) => !operations.includes(call));
    expect(unknown).toEqual([]);
  });

  it('names every operation of the document', () => {
    const named = new Set(namedCalls().map(([method, path]) => `${method} ${shape(path)}`));
    expect(operations.filter((op) => !named.has(op))).toEqual([]);
  });

  it('states the upload limits the document states', () => {
    expect(apiMd).toContain(CSV_UPLOAD_LIMITS_TEXT);
    expect(JSON.stringify(doc)).toContain(CSV_UPLOAD_LIMITS_TEXT);
    expect(apiMd).not.toMatch(/5000 rows/);
  });
});
