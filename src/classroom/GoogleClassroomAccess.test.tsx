import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { ensureToastArea } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { clearToasts } from '@courses/runtime/testing';
import { GoogleClassroomAccess } from './GoogleClassroomAccess';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const CONFIG = { appname: 'courses', isDoctrina: false, config: { app_label: 'Courses' } };

function stubServer(google: boolean, revoke: () => Response = () => json({ success: true })) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      const { pathname } = new URL(request.url);
      if (pathname === '/api/app_config/') return json({ ...CONFIG, google });
      if (pathname === '/account/integration/google/revoke/') return revoke();
      return json({ detail: 'Not found.' }, 404);
    }),
  );
  return requests;
}

async function renderAccess() {
  await act(async () => {
    ensureToastArea();
    render(
      <ThemeProvider theme={theme}>
        <Provider store={createStore()}>
          <GoogleClassroomAccess />
        </Provider>
      </ThemeProvider>,
    );
  });
}

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

test('granted: Revoke takes the access back, says so and keeps the focus on the control', async () => {
  const requests = stubServer(true);
  await renderAccess();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Revoke Google Classroom access' }));
  expect(await screen.findByText('Google Classroom access revoked.')).toBeInTheDocument();
  const status = screen.getByText(/has no access to your Google Classroom/);
  await waitFor(() => expect(status).toHaveFocus());
  expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  expect(
    requests.filter((r) => new URL(r.url).pathname === '/account/integration/google/revoke/'),
  ).toHaveLength(1);
});

test('not granted: says it asks when needed, with nothing to revoke', async () => {
  stubServer(false);
  await renderAccess();
  expect(await screen.findByText(/has no access to your Google Classroom/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

test('a failed revoke says so and keeps the access', async () => {
  stubServer(true, () => json({ detail: 'down' }, 500));
  await renderAccess();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Revoke Google Classroom access' }));
  expect(
    await screen.findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeInTheDocument();
  expect(screen.getByText('This product may post to your Google Classroom.')).toBeInTheDocument();
});
