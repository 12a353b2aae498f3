/**
 * Every /api/ response a browser journey receives from the demo server is checked against the
 * OpenAPI document (docs/openapi.json), so the contract is proven by real use. Responses a test
 * made up itself (page.route fulfilling them) never reached the server and are not checked.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Response } from 'playwright-core';
import {
  BODY_NOT_READ,
  createResponseValidator,
  type OpenApiDocument,
  type ResponseValidator,
} from '../contract/openApiValidator';

let validator: ResponseValidator | undefined;
const MAX_CHECKED_BODY_BYTES = 2 * 1024 * 1024;

function documentValidator(): ResponseValidator {
  const file = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
  validator ??= createResponseValidator(
    JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument,
  );
  return validator;
}

async function checkResponse(response: Response, origins: string[]): Promise<string[]> {
  const url = new URL(response.url());
  if (!origins.includes(url.origin) || !url.pathname.startsWith('/api/')) return [];
  // The reference page and its assets are not API calls.
  if (url.pathname.startsWith('/api/docs')) return [];
  if ((await response.serverAddr()) === null) return [];
  const headers = response.headers();
  const contentType = headers['content-type'] ?? '';
  const length = Number(headers['content-length'] ?? '0');
  // A whole table of 100,000 cases is megabytes to copy out of the browser: its status and
  // type are checked, its rows are the data tool's tests' business.
  if (length > MAX_CHECKED_BODY_BYTES) {
    const method = response.request().method();
    return documentValidator().check(
      method,
      url.pathname,
      response.status(),
      contentType,
      BODY_NOT_READ,
    );
  }
  let body: unknown;
  try {
    const text = (await response.body()).toString('utf8');
    body = /json/i.test(contentType) && text !== '' ? JSON.parse(text) : undefined;
  } catch {
    // The page went away before the body was read: nothing left to check.
    return [];
  }
  const method = response.request().method();
  return documentValidator().check(method, url.pathname, response.status(), contentType, body);
}

/** Checks every response of the context; problems land in `problems`. */
export function watchContext(context: BrowserContext, origins: string[], problems: string[]): void {
  context.on('response', (response) => {
    void checkResponse(response, origins).then(
      (found) => problems.push(...found),
      () => undefined,
    );
  });
}

/** Makes every context and page the browser opens checked (newPage opens a context too). */
export function watchBrowser(browser: Browser, origins: () => string[], problems: string[]): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContext(context, origins(), problems);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watchContext(page.context(), origins(), problems);
    return page;
  };
}
