/**
 * Every call the widgets make is in the OpenAPI document: each endpoint function of
 * src/api/endpoints is called against a recording fetch, and the method and path it sends
 * must answer to an operation; an operation named after an endpoint function is the one that
 * function calls.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as endpoints from '../../src/api/endpoints';
import { operations } from '../../src/api/contract/operations';
import { openApiDocument } from '../../scripts/openApiDocument';
import { createResponseValidator, type OpenApiDocument } from '../contract/openApiValidator';

type Sent = { method: string; path: string };

/** Arguments that fit every endpoint's parameters well enough to build its request. */
const ARGUMENTS = ['google', 'x', 'x', 'x'];

async function requestsOf(call: (...args: unknown[]) => unknown, sent: Sent[]): Promise<Sent[]> {
  const before = sent.length;
  try {
    await call(...ARGUMENTS);
  } catch {
    // The recording fetch answers 418: most calls reject, which is fine here.
  }
  return sent.slice(before);
}

describe('the widgets’ calls in the OpenAPI document', () => {
  const sent: Sent[] = [];
  const validator = createResponseValidator(openApiDocument() as unknown as OpenApiDocument);

  beforeAll(() => {
    // Calls that fail report it; here every call fails on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('window', {
      COURSES_CONFIG: { apiBase: 'http://localhost' },
      location: new URL('http://localhost'),
    });
    vi.stubGlobal('document', { cookie: 'csrftoken=token' });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({ method: request.method, path: new URL(request.url).pathname });
      return new Response('{"detail":"recorded"}', {
        status: 418,
        headers: { 'Content-Type': 'application/json' },
      });
    });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('finds an operation for every request an endpoint function sends', async () => {
    const undocumented: string[] = [];
    let calls = 0;
    for (const [name, value] of Object.entries(endpoints)) {
      if (typeof value !== 'function') continue;
      for (const request of await requestsOf(value as (...args: unknown[]) => unknown, sent)) {
        calls += 1;
        if (!validator.templateOf(request.method, request.path))
          undocumented.push(`${name}: ${request.method} ${request.path}`);
      }
    }
    expect(calls).toBeGreaterThan(50);
    expect(undocumented).toEqual([]);
  });

  it('names each operation after the endpoint function that calls it, and that function calls it', async () => {
    const wrong: string[] = [];
    const table = endpoints as unknown as Record<string, unknown>;
    for (const op of operations) {
      const call = table[op.id];
      if (typeof call !== 'function') continue;
      const requests = await requestsOf(call as (...args: unknown[]) => unknown, sent);
      const hit = requests.some(
        (r) => r.method === op.method && validator.templateOf(r.method, r.path) === op.path,
      );
      if (!hit)
        wrong.push(`${op.id}: sent ${requests.map((r) => `${r.method} ${r.path}`).join(', ')}`);
    }
    expect(wrong).toEqual([]);
    // Operations without a function of that name are calls the widgets make by link or form.
    const unnamed = operations
      .filter((op) => typeof table[op.id] !== 'function')
      .map((op) => op.id);
    expect(unnamed.sort()).toEqual([
      'fetchDatasetCsv',
      'fetchOpenApiDocument',
      'updateProductDatasetPrivacy',
    ]);
  });
});
