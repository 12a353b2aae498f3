/**
 * The API reference at /api/docs/: swagger-ui served from this site (no CDN) renders the
 * operations of /api/schema/ under the site's CSP, and its search box filters them.
 */
import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { startDemoSession } from './session';

describe('API reference', () => {
  const session = startDemoSession();

  it('renders the operations of the document and filters them by tag', async () => {
    const context = await session.browser.newContext();
    const page = await newPage(context);
    const outside: string[] = [];
    const violations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(session.demo.url)) outside.push(request.url());
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${session.demo.url}/api/docs/`);
    const operations = page.locator('.opblock-summary-path');
    await expect.poll(() => operations.count(), { timeout: 30_000 }).toBeGreaterThan(50);
    await expect
      .poll(() => page.locator('.opblock-summary-path', { hasText: '/api/lessons/{id}/' }).count())
      .toBeGreaterThan(0);

    await page.locator('input.operation-filter-input').fill('Datasets');
    await expect
      .poll(async () => (await page.locator('.opblock-tag').allTextContents()).map((t) => t.trim()))
      .toEqual([expect.stringContaining('Datasets')]);

    expect(outside).toEqual([]);
    expect(violations).toEqual([]);
    expect(page.errors).toEqual([]);
    await context.close();
    // swagger-ui's bundle is large and the machine may be busy: more than the default minute.
  }, 150_000);

  it('serves the document at /api/schema/', async () => {
    const response = await fetch(`${session.demo.url}/api/schema/`);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/whoami/');
  });
});
