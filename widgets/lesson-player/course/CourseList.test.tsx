import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from '../testing/memoryRouter';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, within } from '@testing-library/react';
import { type CourseSummary, type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { courseRoutes } from './courseRoutes';
import { course, summary, student } from '../testing/fixtures';

function listed(id: number, name: string, extra: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id,
    name,
    access_url: name.toLowerCase(),
    description: '',
    is_premium: false,
    is_tuva_jr: false,
    enroll_id: 0,
    ...extra,
  };
}

async function renderList(who: User | null, courses: CourseSummary[]) {
  const enrolled = course({
    id: 1,
    enroll_id: 9,
    modules: [
      {
        id: 10,
        slug: 'm1',
        title: 'Module one',
        description: '',
        introduction_left: '',
        duration: 30,
        lessons: [
          summary(100, 'l1', { step_count: 2, is_completed: true }),
          summary(101, 'l2', { step_count: 4 }),
        ],
      },
    ],
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(new Request(input, init).url).pathname;
      if (path === '/api/whoami/')
        return who ? Response.json(who) : Response.json({ detail: 'no' }, { status: 403 });
      if (path === '/api/courses/') return Response.json(courses);
      if (path === '/api/courses/1') return Response.json(enrolled);
      return Response.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
  const router = createMemoryRouter(courseRoutes('/courses/'), {
    basename: '/courses/',
    initialEntries: ['/courses/'],
  });
  // Inside act, so the retry after the user has loaded is flushed.
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <ThemeProvider theme={theme}>
          <Suspense fallback="loading">
            <RouterProvider router={router} />
          </Suspense>
        </ThemeProvider>
      </Provider>,
    );
  });
}

afterEach(() => vi.unstubAllGlobals());

function row(name: string): HTMLElement {
  const item = screen.getByRole('link', { name }).closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return item;
}

test('each course shows its kind, a lock the user cannot open, and the learner progress', async () => {
  await renderList(student, [
    listed(1, 'Climate', { enroll_id: 9 }),
    listed(2, 'Sport', { is_premium: true }),
    listed(3, 'Pets', { is_premium: true, is_tuva_jr: true }),
  ]);
  await screen.findByRole('link', { name: 'Climate' });
  expect(await within(row('Climate')).findByText('2/6 Steps')).toBeInTheDocument();
  expect(within(row('Climate')).getByText('Course')).toBeInTheDocument();
  expect(within(row('Climate')).queryByTestId('lesson-player.lock')).not.toBeInTheDocument();
  expect(within(row('Sport')).getByText('Not Started')).toBeInTheDocument();
  expect(within(row('Sport')).getByTestId('lesson-player.lock')).toHaveAccessibleDescription(
    'Accessible for Premium Subscribers Only',
  );
  expect(within(row('Pets')).getByText('Jr. Course')).toBeInTheDocument();
  expect(within(row('Pets')).getByText('Jr.')).toBeInTheDocument();
});

test('a visitor sees no progress', async () => {
  await renderList(null, [listed(2, 'Sport', { is_premium: true })]);
  await screen.findByRole('link', { name: 'Sport' });
  expect(screen.queryByTestId('lesson-player.progress')).not.toBeInTheDocument();
  expect(screen.getByTestId('lesson-player.lock')).toBeInTheDocument();
});
