/**
 * Calls the demo server from inside a page, as a script of that page could: with the page's
 * session cookie and the anti-forgery header copied from its cookie. Journeys use it to act
 * as a learner who edits by hand what the widgets would never send.
 */
import type { Page } from 'playwright-core';

export interface PageResponse {
  status: number;
  body: unknown;
}

export async function pageApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<PageResponse> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/** Records the unsafe requests (answer writes and the like) a page sends, for assertions. */
export function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD')
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

/** Console errors and uncaught exceptions of a page, one line each. */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
