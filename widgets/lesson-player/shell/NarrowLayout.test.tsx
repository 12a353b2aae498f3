import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from '../testing/memoryRouter';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@courses/runtime/testing';
import { courseRoutes } from '../course/courseRoutes';
import { NarrowContext, isNarrow } from './slotWidth';
import { course, lesson, step, student } from '../testing/fixtures';

async function renderCourse(path: string, narrow: boolean) {
  const theLesson = lesson(100, 'l1', [step(1, 1)]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url).pathname;
      if (url === '/api/whoami/') return Response.json(student);
      if (url === '/api/courses/climate') return Response.json(course());
      if (url === '/api/lessons/l1/') return Response.json(theLesson);
      return Response.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
  const router = createMemoryRouter(courseRoutes('/courses/'), {
    basename: '/courses/',
    initialEntries: [`/courses${path}`],
  });
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <ThemeProvider theme={theme}>
          <NarrowContext.Provider value={narrow}>
            <Suspense fallback="loading">
              <RouterProvider router={router} />
            </Suspense>
          </NarrowContext.Provider>
        </ThemeProvider>
      </Provider>,
    );
  });
  return router;
}

afterEach(() => vi.unstubAllGlobals());

test('a slot narrower than 900 px is narrow; an unmeasured one is not', () => {
  expect(isNarrow(899)).toBe(true);
  expect(isNarrow(900)).toBe(false);
  expect(isNarrow(0)).toBe(false);
  expect(isNarrow(undefined)).toBe(false);
});

test('wide: the drawer is open beside the panes', async () => {
  await renderCourse('/climate/m1/l1/1/', false);
  await screen.findByRole('button', { name: /^Step 1 of 1/ });
  expect(screen.getByRole('navigation', { name: 'Course contents' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hide contents' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(screen.getByTestId('lesson-player.panes')).toHaveAttribute('data-left-width', '30%');
});

test('narrow: panes stack and the contents are a modal menu that keeps and returns focus', async () => {
  const router = await renderCourse('/climate/m1/l1/1/', true);
  await screen.findByRole('button', { name: /^Step 1 of 1/ });
  expect(screen.getByTestId('lesson-player.panes')).toHaveAttribute('data-left-width', '100%');
  // Nothing on the left: the empty pane is left out rather than taking a row.
  expect(screen.queryByRole('region', { name: 'Left pane' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Course contents' })).not.toBeInTheDocument();

  const menuButton = screen.getByRole('button', { name: 'Course menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(menuButton);
  const menu = await screen.findByRole('dialog', { name: 'Course menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(within(menu).getByRole('button', { name: 'Close' })).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(menuButton).toHaveFocus());

  // Following a link closes the menu.
  await userEvent.click(menuButton);
  const again = await screen.findByRole('dialog', { name: 'Course menu' });
  // A plain click, outside act(): the module intro is loaded when first shown, and React does
  // not retry a move that waited for it once an act() scope has ended (a browser has none).
  within(again).getByRole('link', { name: 'Module two' }).click();
  await waitFor(() => expect(router.state.location.pathname).toBe('/courses/climate/m2/'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByRole('heading', { name: /Module two/ })).toBeInTheDocument();
});
