import { Profiler, Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from '../testing/memoryRouter';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Course, type Lesson } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { courseRoutes } from '../course/courseRoutes';
import { withViewNavigation } from '../shell/viewHeading';
import { CourseDrawer } from '../course/CourseDrawer';
import { CourseHeader } from '../course/CourseHeader';
import { course, lesson, step, student } from '../testing/fixtures';
import type * as CourseDrawerModule from '../course/CourseDrawer';
import type * as CourseHeaderModule from '../course/CourseHeader';

// Counts the renders of the course frame's parts, which do not depend on the step.
vi.mock('../course/CourseDrawer', async (original) => {
  const module = await original<typeof CourseDrawerModule>();
  return { ...module, CourseDrawer: vi.fn(module.CourseDrawer) };
});
vi.mock('../course/CourseHeader', async (original) => {
  const module = await original<typeof CourseHeaderModule>();
  return { ...module, CourseHeader: vi.fn(module.CourseHeader) };
});

const question = (id: number) => `::::question{#q${id} type=text}\nWhy?\n::::`;
// Step 1 has nothing to check; step 2 has a text field.
const steps = [step(6, 1), { ...step(7, 2, 1), content: question(7) }, step(8, 3)];

/** The course app on step 1 of lesson l1, enrolled, with what the server was asked. */
function renderPlayer(data: { course: Course; lessons: Lesson[] }) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      requests.push(`${request.method} ${path}`);
      if (path === '/api/whoami/') return Response.json(student);
      if (path.startsWith('/api/course-response/')) {
        // Step 1 was checked on an earlier visit (Next just moves on); nothing else is saved.
        if (path !== '/api/course-response/3/6') return new Response(null, { status: 204 });
        const checked = { id: 1, lesson_step: 6, user_course: 3, response: {} };
        return Response.json({ ...checked, attempt: true, submitted: true });
      }
      if (path.startsWith('/api/courses/')) return Response.json(data.course);
      const found = data.lessons.find((l) => path === `/api/lessons/${l.slug}/`);
      if (found) return Response.json(found);
      return Response.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
  const router = createMemoryRouter(withViewNavigation(courseRoutes('/courses/')), {
    basename: '/courses/',
    initialEntries: ['/courses/climate/m1/l1/6/'],
  });
  const commits: string[] = [];
  render(
    <Provider store={createStore()}>
      <ThemeProvider theme={theme}>
        <Suspense fallback="loading">
          <Profiler id="player" onRender={(_id, phase) => commits.push(phase)}>
            <RouterProvider router={router} />
          </Profiler>
        </Suspense>
      </ThemeProvider>
    </Provider>,
  );
  return { requests, router, commits };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(CourseDrawer).mockClear();
  vi.mocked(CourseHeader).mockClear();
});

test('Next renders the next step in one commit; the header and the drawer stay as they are', async () => {
  const { requests, commits } = renderPlayer({
    course: course({ enroll_id: 3 }),
    lessons: [lesson(100, 'l1', steps)],
  });
  await screen.findByRole('button', { name: /Step 1 of 3/ });
  // Step 2's saved answers are fetched while the reader is on step 1.
  await waitFor(() => expect(requests).toContain('GET /api/course-response/3/7'), {
    timeout: 2000,
  });
  const next = await screen.findByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  commits.length = 0;
  vi.mocked(CourseDrawer).mockClear();
  vi.mocked(CourseHeader).mockClear();

  fireEvent.click(next);
  await screen.findByRole('button', { name: /Step 2 of 3/ });
  // Ready at once: its answers are there, the field is enabled.
  expect(screen.getByRole('textbox', { name: 'Why?' })).toBeEnabled();
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: /Lesson l1.*Step 2 of 3/ })).toHaveFocus(),
  );
  // The view asked the server again (the same answers): still one commit.
  await waitFor(() =>
    expect(requests.filter((r) => r === 'GET /api/course-response/3/7')).toHaveLength(2),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(commits).toEqual(['update']);
  expect(CourseDrawer).not.toHaveBeenCalled();
  expect(CourseHeader).not.toHaveBeenCalled();
});

test("the drawer's links move inside the player", async () => {
  const { router } = renderPlayer({
    course: course({ enroll_id: 3 }),
    lessons: [lesson(100, 'l1', steps), lesson(101, 'l2', [step(9, 1)])],
  });
  const drawer = await screen.findByRole('navigation', { name: 'Course contents' });
  const link = within(drawer).getByRole('link', { name: 'Lesson l2' });
  expect(link).toHaveAttribute('href', '/courses/climate/m1/l2/intro/');
  fireEvent.click(link);
  await waitFor(() => expect(router.state.location.pathname).toBe('/courses/climate/m1/l2/intro/'));
  expect(router.state.historyAction).toBe('PUSH');
  // The link to the page on screen replaces it instead of adding a history entry.
  fireEvent.click(within(drawer).getByRole('link', { name: 'Lesson l2' }));
  await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  expect(router.state.location.pathname).toBe('/courses/climate/m1/l2/intro/');
});
