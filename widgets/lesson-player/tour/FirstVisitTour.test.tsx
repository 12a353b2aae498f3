import { Suspense } from 'react';
import { Provider, createStore, useAtomValue } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, type User, type UserPreferences } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { student } from '../testing/fixtures';
import { FirstVisitTour } from './FirstVisitTour';

/** A fake server that keeps the preferences it is sent, as the real one does. */
function serve(who: User | null) {
  const saved: UserPreferences = { ...who?.user_preferences };
  const patches: unknown[] = [];
  let answerWhoami = () => {};
  const whoamiAnswered = new Promise<void>((resolve) => (answerWhoami = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api/whoami/') {
        await whoamiAnswered;
        if (!who) return Response.json({ detail: 'no' }, { status: 403 });
        return Response.json({ ...who, user_preferences: { ...saved } });
      }
      if (path === '/api/user/preferences/' && request.method === 'PATCH') {
        const patch = (await request.json()) as UserPreferences;
        patches.push(patch);
        Object.assign(saved, patch);
        return Response.json(saved);
      }
      return Response.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
  return { patches, answerWhoami };
}

/** Shows the username once the store has the user: proof that whoami has been answered. */
function UserProbe() {
  const user = useAtomValue(currentUserAtom);
  return <p>{user ? `Signed in as ${user.username}` : 'Visitor'}</p>;
}

/** A page load: a fresh store, as each page has its own. */
async function loadPage() {
  // Awaited: the probe suspends on whoami, and React only retries it after an awaited act.
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <ThemeProvider theme={theme}>
          <button type="button">Show contents</button>
          <FirstVisitTour />
          <Suspense fallback="Loading the player">
            <UserProbe />
          </Suspense>
          <h1 tabIndex={-1}>Step heading</h1>
        </ThemeProvider>
      </Provider>,
    );
  });
}

async function loadedPage(who: User | null) {
  const server = serve(who);
  server.answerWhoami();
  await loadPage();
  await screen.findByText(who ? `Signed in as ${who.username}` : 'Visitor');
  // Let the offer's own read of the user settle too.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return server;
}

const offer = () => screen.queryByRole('region', { name: 'Your first visit' });
const dialog = () => screen.getByRole('dialog', { name: 'Tour of the lesson player' });
/** The tour's code loads when it is first taken, so its first opening waits for it. */
const openedDialog = () => screen.findByRole('dialog', { name: 'Tour of the lesson player' });

afterEach(() => vi.unstubAllGlobals());

test('offers the tour to a user without the preference, taking neither focus nor the page', async () => {
  const server = serve(student);
  await loadPage();
  // While whoami is on its way the offer renders nothing and suspends nothing around it.
  expect(offer()).toBeNull();
  expect(screen.getByRole('heading', { name: 'Step heading' })).toBeVisible();
  screen.getByRole('button', { name: 'Show contents' }).focus();
  server.answerWhoami();

  const region = await screen.findByRole('region', { name: 'Your first visit' });
  expect(region).toHaveTextContent('This is your first visit to the lesson player.');
  expect(within(region).getByRole('button', { name: 'Take the tour' })).toBeVisible();
  expect(within(region).getByRole('button', { name: 'Not now' })).toBeVisible();
  // Not an alert, not a dialog: nothing is announced over the page, and focus stays put.
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Show contents' })).toHaveFocus();
});

test('offers nothing to a user who has seen the tour', async () => {
  await loadedPage({ ...student, user_preferences: { tour: 'v1' } });
  expect(offer()).toBeNull();
});

test('offers nothing to a visitor', async () => {
  await loadedPage(null);
  expect(offer()).toBeNull();
});

test('the tour walks its pages in a dialog, and Done saves tour v1 for good', async () => {
  const user = userEvent.setup();
  const server = await loadedPage(student);
  await user.click(screen.getByRole('button', { name: 'Take the tour' }));

  const tour = await openedDialog();
  const heading = (name: string) => within(tour).getByRole('heading', { name });
  await waitFor(() => expect(heading('Course contents')).toHaveFocus());
  expect(tour).toHaveTextContent('Page 1 of 5');
  expect(within(tour).queryByRole('button', { name: 'Back' })).toBeNull();

  await user.click(within(tour).getByRole('button', { name: 'Next' }));
  expect(heading('Steps')).toHaveFocus();
  expect(tour).toHaveTextContent("'Step N of M'");
  expect(tour).toHaveTextContent('Page 2 of 5');
  await user.click(within(tour).getByRole('button', { name: 'Back' }));
  expect(heading('Course contents')).toHaveFocus();

  for (const title of ['Steps', 'Two panes', 'Footer buttons', 'Reading support']) {
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(heading(title)).toHaveFocus();
  }
  expect(tour).toHaveTextContent('Page 5 of 5');
  expect(within(tour).queryByRole('button', { name: 'Next' })).toBeNull();
  expect(server.patches).toEqual([]);

  await user.click(within(tour).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(offer()).toBeNull();
  await waitFor(() => expect(server.patches).toEqual([{ tour: 'v1' }]));
  // The opener went with the offer: focus moves on to what followed it, not to the body.
  expect(screen.getByRole('heading', { name: 'Step heading' })).toHaveFocus();

  // The next page load reads the saved preference from the server: no offer.
  cleanup();
  await loadPage();
  await screen.findByText('Signed in as student');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(offer()).toBeNull();
});

test('the dialog follows the spec for modals: 750px wide at most, z-index 9999', async () => {
  const user = userEvent.setup();
  await loadedPage(student);
  await user.click(screen.getByRole('button', { name: 'Take the tour' }));
  expect(getComputedStyle(await openedDialog()).maxWidth).toBe('750px');
  expect(getComputedStyle(document.querySelector('.MuiDialog-root')!).zIndex).toBe('9999');
});

test('Not now saves tour v1 and the offer goes', async () => {
  const user = userEvent.setup();
  const server = await loadedPage(student);
  await user.click(screen.getByRole('button', { name: 'Not now' }));
  expect(offer()).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(server.patches).toEqual([{ tour: 'v1' }]));
  expect(screen.getByRole('heading', { name: 'Step heading' })).toHaveFocus();
});

test('Escape closes the tour on any page, saves tour v1 and puts focus back in the page', async () => {
  const user = userEvent.setup();
  const server = await loadedPage(student);
  await user.click(screen.getByRole('button', { name: 'Take the tour' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(offer()).toBeNull();
  await waitFor(() => expect(server.patches).toEqual([{ tour: 'v1' }]));
  expect(screen.getByRole('heading', { name: 'Step heading' })).toHaveFocus();
});

test('the close button ends the tour the same way', async () => {
  const user = userEvent.setup();
  const server = await loadedPage(student);
  await user.click(screen.getByRole('button', { name: 'Take the tour' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Close the tour' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(server.patches).toEqual([{ tour: 'v1' }]));
});
