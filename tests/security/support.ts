/** Shared fixtures of the security suite (server level, through app.request). */
import { Browser, json, type startServer } from '../server/support/testServer';

export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** The first bytes of a JPEG file (SOI and a JFIF APP0 marker) and a little more. */
export const JPEG_DATA_URL = `data:image/jpeg;base64,${Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]).toString('base64')}`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
export const SVG_DATA_URL = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;
/** HTML that claims to be a PNG: only the bytes count. */
export const HTML_AS_PNG_DATA_URL = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;

/** The seeded private dataset (premium_teacher's) and the seeded premium dataset. */
export const PRIVATE_DATASET = { id: 4, code: 'my-bike-rides', owner: 'premium_teacher' };
export const PREMIUM_DATASET = { id: 2, code: 'olympic-100m-winning-times' };

export type TestServer = ReturnType<typeof startServer>;

export async function loggedIn(server: TestServer, username: string): Promise<Browser> {
  const browser = new Browser(server);
  await browser.login(username);
  return browser;
}

/** Enrols the logged-in user in the seeded course and returns the enrollment id. */
export async function enroll(browser: Browser, userId: number): Promise<number> {
  const response = await browser.post('/api/courses/enroll/', { course: 1, user: userId });
  return ((await json(response)) as { id: number }).id;
}
