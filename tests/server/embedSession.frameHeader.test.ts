/**
 * Logging in from an embed on another site in a browser that keeps no cookie in the frame
 * (Safari's engine): the frame spends the pop-up's token for a session it keeps itself and
 * sends in a header. Every request here is cookieless, as such a frame's are.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FRAME_SESSION_HEADER } from '../../src/api/frameSession';
import { popupToken } from './support/embedSession';
import { Browser, json, removeDir, startServer } from './support/testServer';

const ORIGIN = 'http://localhost';

describe('frame sessions', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  /** A request from the cookieless frame: its own headers only. */
  const frameCall = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ) =>
    server.app.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** The frame-session exchange, by a script of this site unless other headers are given. */
  const exchange = (token: string, headers: Record<string, string> = { Origin: ORIGIN }) =>
    frameCall('POST', '/api/embed/frame-session/', headers, { token });

  async function startFrame(username = 'student'): Promise<string> {
    const token = await popupToken(server, username);
    const response = await exchange(token);
    expect(response.status).toBe(201);
    const body = (await json(response)) as { session: string; user: { username: string } };
    expect(body.user.username).toBe(username);
    return body.session;
  }

  const whoami = async (headers: Record<string, string>) =>
    json(await frameCall('GET', '/api/whoami/', headers));

  it('spends the token for a session in the body, with no cookie, not cached, once', async () => {
    const token = await popupToken(server);
    const response = await exchange(token);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie().filter((line) => line.startsWith('sessionid='))).toEqual(
      [],
    );
    const { session } = (await json(response)) as { session: string };
    expect(session).toMatch(/^[0-9a-f]{48}$/);

    const again = await exchange(token);
    expect(again.status).toBe(403);
    expect(await json(again)).toEqual({
      detail: 'This login has been used already. Choose Log in to try again.',
    });
  });

  it('takes the exchange only from a script of this site: no Origin or another site, 403', async () => {
    const token = await popupToken(server);
    for (const headers of [{}, { Origin: 'https://school.example' }, { Origin: 'null' }]) {
      const response = await exchange(token, headers);
      expect(response.status).toBe(403);
    }
    // Refused before the token was looked at: it is still good.
    const spent = await exchange(token);
    expect(spent.status).toBe(201);
  });

  it('knows the user by the header only, and each id only the way it was issued', async () => {
    const session = await startFrame();
    expect(await whoami({ [FRAME_SESSION_HEADER]: session })).toMatchObject({
      username: 'student',
    });
    expect(await whoami({})).toBeNull();
    // Set as a cookie, the frame session names nobody.
    expect(await whoami({ Cookie: `sessionid=${session}` })).toBeNull();
    // A first-party session's id in the header names nobody either.
    const site = new Browser(server);
    await site.login('student');
    const cookieId = site.cookies.get('sessionid') ?? '';
    expect(cookieId).toMatch(/^[0-9a-f]{48}$/);
    expect(await whoami({ [FRAME_SESSION_HEADER]: cookieId })).toBeNull();
  });

  it('takes the header in place of the anti-forgery pair; without a live session the pair is needed', async () => {
    const session = await startFrame();
    const patch = (headers: Record<string, string>) =>
      frameCall('PATCH', '/api/user/preferences/', { Origin: ORIGIN, ...headers }, { tour: 'v1' });
    expect((await patch({ [FRAME_SESSION_HEADER]: session })).status).toBe(200);
    for (const headers of [{}, { [FRAME_SESSION_HEADER]: 'f'.repeat(48) }]) {
      const refused = await patch(headers);
      expect(refused.status).toBe(403);
      expect(await json(refused)).toEqual({
        detail: 'CSRF Failed: CSRF token missing or incorrect.',
      });
    }
    // Another site's page is refused by its Origin, header or not.
    const foreign = await frameCall(
      'PATCH',
      '/api/user/preferences/',
      { Origin: 'https://school.example', [FRAME_SESSION_HEADER]: session },
      { tour: 'v1' },
    );
    expect(foreign.status).toBe(403);
  });

  it('ends the session on DELETE: the header names nobody after', async () => {
    const session = await startFrame();
    const ended = await frameCall('DELETE', '/api/embed/frame-session/', {
      Origin: ORIGIN,
      [FRAME_SESSION_HEADER]: session,
    });
    expect(ended.status).toBe(204);
    expect(await whoami({ [FRAME_SESSION_HEADER]: session })).toBeNull();
  });

  it('ends a frame session left unused longer than the idle limit', async () => {
    const idle = startServer({ sessionIdleMs: 300 });
    try {
      const token = await popupToken(idle);
      const started = await idle.app.request(`${ORIGIN}/api/embed/frame-session/`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const { session } = (await json(started)) as { session: string };
      await new Promise((resolve) => setTimeout(resolve, 400));
      const after = await idle.app.request(`${ORIGIN}/api/whoami/`, {
        headers: { [FRAME_SESSION_HEADER]: session },
      });
      expect(await json(after)).toBeNull();
    } finally {
      idle.close();
      removeDir(idle.dataDir);
    }
  });
});
