/** What the embed session tests share: a pop-up asking for a handoff token, a school's frame. */
import { expect } from 'vitest';
import { Browser, json, type startServer } from './testServer';

/** The Fetch Metadata a browser sends when another site's page frames one of ours. */
export const CROSS_SITE_FRAME = { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site' };
/** SameSite=None, Secure and Partitioned, in whatever order the attributes come. */
export const FRAMED = /^(?=.*; SameSite=None(;|$))(?=.*; Secure(;|$))(?=.*; Partitioned(;|$))/;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function setCookie(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${response.headers.getSetCookie().join(' | ')}`);
  return line;
}

type Server = ReturnType<typeof startServer>;

/** The student's pop-up: logged in first party, asking for a token. */
export async function popupToken(server: Server, username = 'student'): Promise<string> {
  const popup = new Browser(server);
  await popup.login(username);
  const response = await popup.post('/api/embed/session-handoff/');
  expect(response.status).toBe(201);
  return ((await json(response)) as { token: string }).token;
}

/** A frame on a school's page: its own cookie jar, loaded as a cross-site frame. */
export async function schoolFrame(server: Server): Promise<Browser> {
  const frame = new Browser(server);
  const page = await frame.get('/embed/lesson/the-story-of-a-heatwave/', {
    headers: CROSS_SITE_FRAME,
  });
  expect(page.status).toBe(200);
  return frame;
}
