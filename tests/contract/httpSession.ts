/**
 * One browser's worth of HTTP against a base URL: a cookie jar, the anti-forgery header on
 * unsafe requests (copied from the csrftoken cookie, as the widgets' client does), and the
 * demo login form.
 */

export interface SentRequest {
  method: string;
  /** Path and query, e.g. /api/lessons/1/?x=y. */
  path: string;
  json?: unknown;
  /** A raw body (broken JSON, form data). */
  body?: BodyInit;
  contentType?: string;
  /** false leaves the anti-forgery header out. */
  csrf?: boolean;
  /** The Origin header (default: the base URL's origin, as a page of the site sends). */
  origin?: string;
}

export interface Received {
  status: number;
  contentType: string;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
  /** The raw text (truncated), for reports. */
  text: string;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class HttpSession {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly csrfCookie = 'csrftoken',
    private readonly csrfHeader = 'X-CSRFToken',
  ) {}

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

  async send(request: SentRequest): Promise<Received> {
    const headers = new Headers({ Origin: request.origin ?? new URL(this.baseUrl).origin });
    if (this.cookies.size > 0)
      headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = request.body;
    if (request.json !== undefined) body = JSON.stringify(request.json);
    if (request.contentType) headers.set('Content-Type', request.contentType);
    else if (request.json !== undefined) headers.set('Content-Type', 'application/json');
    if (UNSAFE.has(request.method) && request.csrf !== false) {
      if (!this.cookies.has(this.csrfCookie))
        await this.send({ method: 'GET', path: '/api/app_config/' });
      headers.set(this.csrfHeader, this.cookies.get(this.csrfCookie) ?? '');
    }
    const response = await fetch(this.baseUrl + request.path, {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(body !== undefined ? { body } : {}),
    });
    this.remember(response);
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    let parsed: unknown;
    if (/json/i.test(contentType) && text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, contentType, body: parsed, text: text.slice(0, 300) };
  }

  /** Logs in through the demo login form (development server only). */
  async loginAsDemoUser(username: string): Promise<void> {
    await this.send({ method: 'GET', path: '/demo/login/' });
    const form = new URLSearchParams({
      username,
      next: '/',
      csrfmiddlewaretoken: this.cookies.get(this.csrfCookie) ?? '',
    });
    const answer = await this.send({
      method: 'POST',
      path: '/demo/login/',
      body: form,
      contentType: 'application/x-www-form-urlencoded',
      csrf: false,
    });
    if (answer.status !== 302) throw new Error(`login as ${username} failed: ${answer.status}`);
  }
}
