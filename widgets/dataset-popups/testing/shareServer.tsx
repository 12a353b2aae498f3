import { act, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import * as v from '@courses/runtime/valibot';
import { DatasetSchema, type Dataset, type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { makeUser as baseUser } from '@courses/runtime/testing';

/** A handler answers one "METHOD /path/" of the fake server. */
export type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const SHORT_URL = 'http://localhost:3000/s/Ab12cd';

/** A premium teacher, with what a test names changed. */
export function makeUser(overrides: Partial<User> = {}): User {
  return baseUser({ id: 5, username: 'premium_teacher', is_premium: true, ...overrides });
}

export function makeDataset(overrides: Record<string, unknown> = {}): Dataset {
  return v.parse(DatasetSchema, {
    id: 7,
    dataset_name: 'World City Temperatures',
    access_type: 'Public',
    privacy: 'Public',
    access_url: 'world-city-temperatures',
    get_absolute_url: '/datasets/world-city-temperatures/',
    is_user_dataset: false,
    author: { id: 1, username: 'staff_teacher' },
    is_archived: false,
    no_of_activities: 2,
    ...overrides,
  });
}

/**
 * Stubs the server: whoami answers with `user` (403 for a visitor), the short link with
 * SHORT_URL, and `routes` ("POST /api/…/") everything else; the rest is 404. Returns every
 * request, unread, to assert on.
 */
export function stubServer(user: User | null, routes: Record<string, Handler> = {}): Request[] {
  const all: Record<string, Handler> = {
    'GET /api/whoami/': () =>
      user ? json(user) : json({ detail: 'Authentication credentials were not provided.' }, 403),
    'POST /api/misc/get_short_url/': () => json({ url: SHORT_URL }),
    ...routes,
  };
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      // ky reads the body when sending; keep an unread copy to assert on.
      requests.push(input.clone());
      const handler = all[`${input.method} ${new URL(input.url).pathname}`];
      return handler ? handler(input) : json({ detail: 'Not found.' }, 404);
    }),
  );
  return requests;
}

/** Requests to one path, in order. */
export function sentTo(requests: Request[], method: string, path: string): Request[] {
  return requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
}

/**
 * Renders with the runtime's theme and a fresh page store, so no test sees another's user.
 * Awaited: the dialog suspends on the first read of the user.
 */
export async function renderWithStore(ui: ReactElement): Promise<void> {
  await act(async () => {
    render(
      <ThemeProvider theme={theme}>
        <Provider store={createStore()}>{ui}</Provider>
      </ThemeProvider>,
    );
  });
}

export { clearToasts } from '@courses/runtime/testing';
