import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from '../testing/memoryRouter';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GENERIC_ERROR_MESSAGE,
  ensureToastArea,
  type AppConfig,
  type User,
} from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { courseRoutes } from '../course/courseRoutes';
import { course, lesson, student, teacher } from '../testing/fixtures';

const QUESTION = `::::question{#q-name type=text}
Name a warm city.
::::`;

const theLesson = lesson(100, 'l1', [
  {
    id: 501,
    order: 1,
    content: QUESTION,
    left_content: '',
    questions: [],
    dataplot: null,
    has_simulation: false,
    continue_dataenv: false,
    admin_url: null,
  },
]);

function appConfig(isDoctrina: boolean): AppConfig {
  return {
    appname: 'courses',
    isDoctrina,
    google: false,
    onedrive: false,
    content_builder_requires_subscription: true,
    config: { app_label: 'Courses', logo: null },
  };
}

function renderStep(who: User, options: { isDoctrina?: boolean; saveStatus?: number } = {}) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      const path = new URL(request.url).pathname;
      if (path === '/api/whoami/') return Response.json(who);
      if (path === '/api/app_config/') return Response.json(appConfig(options.isDoctrina ?? false));
      if (path === '/api/courses/climate') return Response.json(course({ enroll_id: 7 }));
      if (path === '/api/lessons/l1/') return Response.json(theLesson);
      if (path === '/api/course-response/7' && request.method === 'POST') {
        if (options.saveStatus) return Response.json({ detail: 'down' }, { status: 500 });
        const body = (await request.clone().json()) as { response: object; lesson_step: number };
        return Response.json(
          {
            id: 1,
            response: body.response,
            attempt: false,
            lesson_step: 501,
            submitted: false,
            user_course: 7,
          },
          { status: 201 },
        );
      }
      return Response.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
  const router = createMemoryRouter(courseRoutes('/courses/'), {
    basename: '/courses/',
    initialEntries: ['/courses/climate/m1/l1/501/'],
  });
  ensureToastArea();
  render(
    <Provider store={createStore()}>
      <ThemeProvider theme={theme}>
        <Suspense fallback="loading">
          <RouterProvider router={router} />
        </Suspense>
      </ThemeProvider>
    </Provider>,
  );
  return { requests, saves: () => requests.filter((r) => r.method !== 'GET') };
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

test('Exit Course saves the typed answer, then goes to /tutorials/', async () => {
  const { saves } = renderStep(student);
  const answer = await screen.findByRole('textbox');
  await waitFor(() => expect(answer).toBeEnabled());
  await userEvent.type(answer, 'Cairo');
  await userEvent.click(screen.getByRole('button', { name: 'Exit Course' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/tutorials/'));
  const [save] = saves();
  expect(save?.method).toBe('POST');
  await expect(save?.json()).resolves.toMatchObject({
    lesson_step: 501,
    response: { 'q-name': { userAnswer: 'Cairo' } },
    submitted: false,
  });
});

test('on the alternate app Exit Course goes to /', async () => {
  renderStep(student, { isDoctrina: true });
  await screen.findByRole('textbox');
  await userEvent.click(screen.getByRole('button', { name: 'Exit Course' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
});

test('a failed save shows the error, stays on the step and keeps the answer', async () => {
  const { saves } = renderStep(student, { saveStatus: 500 });
  const answer = await screen.findByRole('textbox');
  await waitFor(() => expect(answer).toBeEnabled());
  await userEvent.type(answer, 'Cairo');
  await userEvent.click(screen.getByRole('button', { name: 'Exit Course' }));
  await screen.findByText(GENERIC_ERROR_MESSAGE);
  expect(saves()).toHaveLength(1);
  expect(assign).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox')).toHaveValue('Cairo');
  expect(screen.getByRole('button', { name: 'Exit Course' })).toBeEnabled();
});

test('a teacher exits without saving anything', async () => {
  const { saves } = renderStep(teacher);
  const answer = await screen.findByRole('textbox');
  await userEvent.type(answer, 'Cairo');
  await userEvent.click(screen.getByRole('button', { name: 'Exit Course' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/tutorials/'));
  expect(saves()).toEqual([]);
});
