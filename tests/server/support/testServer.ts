import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { describeIssues } from '../../../src/api/describeIssues';
import { GOOGLE_CLASSROOM_SCOPES } from '../../../src/api/schemas/sharing';
import { createServer, type DemoServer, type ServerOptions } from '../../../host-demo/server/app';

/** A fresh data directory per test file, removed by `cleanup`. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'courses-server-'));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export function startServer(
  options: Partial<ServerOptions> = {},
): DemoServer & { dataDir: string } {
  const dataDir = options.dataDir ?? tempDataDir();
  return { ...createServer({ ...options, dataDir }), dataDir };
}

/** Parses with a client schema and fails with the path of the bad field. */
export function expectShape<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success)
    throw new Error(`Response does not match the schema: ${describeIssues(result.issues)}`);
  return result.output;
}

interface BrowserRequest {
  json?: unknown;
  form?: Record<string, string | Blob>;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Send the anti-forgery header copied from the cookie (default true), or a given value. */
  csrf?: boolean | string;
}

/**
 * A browser against `app.request`: keeps cookies, and like the widgets' client copies the
 * csrftoken cookie into X-CSRFToken on unsafe requests.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly server: DemoServer,
    readonly origin = 'http://localhost',
    private readonly csrfCookie = 'csrftoken',
    private readonly csrfHeader = 'X-CSRFToken',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0\b/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Sends a raw request (for the fetch stub of the client tests). */
  async send(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    if (this.cookies.size > 0) headers.set('Cookie', this.cookieHeader());
    const response = await this.server.app.request(new Request(request, { headers }));
    this.remember(response);
    return response;
  }

  async request(method: string, pathname: string, options: BrowserRequest = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    let body: BodyInit | undefined = options.body;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(options.form)) form.set(key, value);
      body = form;
    }
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    const csrf = options.csrf ?? true;
    if (unsafe && csrf !== false) {
      if (!this.cookies.has(this.csrfCookie)) await this.request('GET', '/api/app_config/');
      headers.set(
        this.csrfHeader,
        typeof csrf === 'string' ? csrf : (this.cookies.get(this.csrfCookie) ?? ''),
      );
    }
    return this.send(
      new Request(this.origin + pathname, { method, headers, ...(body ? { body } : {}) }),
    );
  }

  get(pathname: string, options?: BrowserRequest) {
    return this.request('GET', pathname, options);
  }
  post(pathname: string, json?: unknown, options: BrowserRequest = {}) {
    return this.request('POST', pathname, json === undefined ? options : { ...options, json });
  }
  put(pathname: string, json: unknown, options: BrowserRequest = {}) {
    return this.request('PUT', pathname, { ...options, json });
  }
  patch(pathname: string, json: unknown, options: BrowserRequest = {}) {
    return this.request('PATCH', pathname, { ...options, json });
  }
  delete(pathname: string, options?: BrowserRequest) {
    return this.request('DELETE', pathname, options);
  }

  /** Logs in through the demo login form, as a person would. */
  async login(username: string): Promise<void> {
    await this.get('/demo/login/');
    const response = await this.request('POST', '/demo/login/', {
      form: { username, next: '/', csrfmiddlewaretoken: this.cookies.get(this.csrfCookie) ?? '' },
      csrf: false,
    });
    if (response.status !== 302) throw new Error(`login as ${username} failed: ${response.status}`);
  }
}

/** JSON body of a response, with its status for the assertion message. */
export async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Expected JSON, got ${response.status}: ${text.slice(0, 200)}`);
  }
}

/**
 * An id the logged-in user may capture plot images under: a standalone user lesson of
 * theirs (plot images are accepted only under the caller's own enrollment or user lesson).
 */
export async function ownCaptureId(browser: Browser, lessonId = 1): Promise<number> {
  const response = await browser.post('/api/user-lessons/', { lesson: lessonId });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`could not start a user lesson: ${response.status} ${await response.text()}`);
  return (JSON.parse(await response.text()) as { id: number }).id;
}

export interface ConsentChoice {
  /** The scopes to leave checked (all that were asked for by default). */
  scopes?: readonly string[];
  multiAccount?: boolean;
  decision?: 'allow' | 'deny';
}

/**
 * Goes through the demo's consent page as the logged-in user (the page a Grant Access opens)
 * and returns what the page posts back to its opener: the code and granted scopes, or an error.
 */
export async function consentToClassroom(
  browser: Browser,
  choice: ConsentChoice = {},
): Promise<{ code?: string; scope?: string; error?: string; state: string }> {
  const state = 'state-for-the-test-0001';
  const scope = GOOGLE_CLASSROOM_SCOPES.join(' ');
  const page = await browser.get(
    `/demo/oauth/consent/?response_type=code&state=${state}&scope=${encodeURIComponent(scope)}`,
  );
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const form: Record<string, string> = {
    csrfmiddlewaretoken: browser.cookies.get('csrftoken') ?? '',
    state,
    scope,
    decision: choice.decision ?? 'allow',
  };
  (choice.scopes ?? GOOGLE_CLASSROOM_SCOPES).forEach((granted, index) => {
    form[`scope_${index}`] = granted;
  });
  if (choice.multiAccount) form.multi_account = '1';
  const answer = await browser.request('POST', '/demo/oauth/consent/', { form, csrf: false });
  const html = await answer.text();
  const match = /var answer=(\{.*?\});/.exec(html);
  if (!match?.[1]) throw new Error(`no answer on the consent page: ${html.slice(0, 300)}`);
  return JSON.parse(match[1]) as { code?: string; scope?: string; error?: string; state: string };
}

/** Grants Google Classroom access the way the widgets do: consent page, then the code exchange. */
export async function grantClassroom(browser: Browser, choice: ConsentChoice = {}) {
  const { code } = await consentToClassroom(browser, choice);
  return browser.post('/account/integration/google/', { authCode: code });
}
