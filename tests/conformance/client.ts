/**
 * The suite's HTTP client: what a browser tab would send, over real HTTP (fetch) and nothing
 * else. Each Client is one tab with its own cookie jar; it follows no redirect by itself
 * (redirect rules read the Location), and reports every response it receives to the
 * observer, which checks them against the API document.
 */

export interface ObservedResponse {
  method: string;
  /** The path the request was made to, without the query. */
  path: string;
  status: number;
  contentType: string;
  body: unknown;
}

export type ResponseObserver = (response: ObservedResponse) => void;

export interface RequestOptions {
  json?: unknown;
  /** A urlencoded form (what a template's form posts). */
  form?: Record<string, string>;
  /** A multipart form (a file upload). */
  multipart?: FormData;
  /** A body sent as it is (with the headers given), e.g. broken JSON. */
  raw?: string;
  headers?: Record<string, string>;
  /** false: send no anti-forgery header; a string: send that one instead of the cookie's. */
  csrf?: boolean | string;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body read as JSON, or undefined when it is not JSON. */
  body: unknown;
  location: string | null;
}

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    private readonly observe: ResponseObserver = () => {},
  ) {}

  /** Cookies as a Cookie header gives them ("a=1; b=2"), e.g. from a users file. */
  setCookies(header: string): void {
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0) this.cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }

  private store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers = new Headers(options.headers);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = new URLSearchParams(options.form);
    } else if (options.multipart) {
      body = options.multipart;
    } else if (options.raw !== undefined) {
      body = options.raw;
    }
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    const csrf = options.csrf ?? true;
    if (unsafe && csrf !== false) {
      if (!this.cookies.has(CSRF_COOKIE)) await this.request('GET', '/api/app_config/');
      headers.set(
        CSRF_HEADER,
        typeof csrf === 'string' ? csrf : (this.cookies.get(CSRF_COOKIE) ?? ''),
      );
    }
    if (this.cookies.size > 0)
      headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const url = new URL(path, this.base);
    const response = await fetch(url, { method, headers, body: body ?? null, redirect: 'manual' });
    this.store(response.headers);
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    const parsed = contentType.includes('json') ? parseJson(text) : undefined;
    this.observe({
      method,
      path: url.pathname,
      status: response.status,
      contentType,
      body: parsed ?? text,
    });
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: parsed,
      location: response.headers.get('location'),
    };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request('POST', path, json === undefined ? options : { ...options, json });
  }
  put(path: string, json: unknown, options: RequestOptions = {}) {
    return this.request('PUT', path, { ...options, json });
  }
  patch(path: string, json: unknown, options: RequestOptions = {}) {
    return this.request('PATCH', path, { ...options, json });
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, options);
  }
}
