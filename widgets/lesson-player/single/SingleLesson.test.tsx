import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from '../testing/memoryRouter';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ensureToastArea, type AnswerMap, type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { lesson, student, teacher } from '../testing/fixtures';
import { singleLessonRoutes } from './singleLessonRoutes';

const NOW = '2026-01-01T00:00:00Z';

const pets = lesson(
  31,
  'counting-pets',
  [
    {
      id: 301,
      order: 1,
      content: '::::question{#q-dogs type=text answer="3"}\nHow many dogs?\n::::',
      left_content: '',
      questions: [
        {
          questionId: 'q-dogs',
          question: 'How many dogs?',
          type: 'text',
          options: [],
          answer: '3',
          placeholder: null,
          rows: null,
          solution: null,
        },
      ],
      dataplot: null,
      has_simulation: false,
      continue_dataenv: false,
      admin_url: null,
    },
    {
      id: 302,
      order: 2,
      content: 'Well counted.',
      left_content: '',
      questions: [],
      dataplot: null,
      has_simulation: false,
      continue_dataenv: false,
      admin_url: null,
    },
  ],
  { title: 'Counting Pets', lesson_type: 'practice', is_tuva_jr: true, is_premium: true },
);

/** The user-lesson calls of docs/api.md, in memory. */
function serve(who: User | null, saved: { userLesson?: boolean; answers?: AnswerMap } = {}) {
  const requests: Request[] = [];
  let userLesson = saved.userLesson ? { id: 90, is_completed: false } : null;
  type Saved = { response: AnswerMap; attempt: boolean; submitted: boolean };
  const steps = new Map<number, Saved>();
  if (saved.answers) steps.set(301, { response: saved.answers, attempt: true, submitted: false });
  const userLessonBody = () => ({
    ...userLesson,
    lesson: 31,
    user: 1,
    created_at: NOW,
    modified: NOW,
  });
  const stepBody = (stepId: number, step: Saved) => ({
    id: stepId - 300,
    user_lesson: 90,
    lesson_step: stepId,
    modified: NOW,
    ...step,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      const path = new URL(request.url).pathname;
      const method = request.method;
      const notFound = () => Response.json({ detail: 'Not found.' }, { status: 404 });
      if (path === '/api/whoami/')
        return who ? Response.json(who) : Response.json({ detail: 'no' }, { status: 403 });
      if (path === '/api/lessons/counting-pets/') return Response.json(pets);
      if (path === '/api/user-lessons/lessons/31/')
        return userLesson ? Response.json(userLessonBody()) : notFound();
      if (path === '/api/user-lessons/' && method === 'POST') {
        userLesson = { id: 90, is_completed: false };
        return Response.json(userLessonBody(), { status: 201 });
      }
      if (path === '/api/user-lessons/90/' && method === 'PUT') {
        const body = (await request.clone().json()) as { is_completed: boolean };
        userLesson = { id: 90, is_completed: body.is_completed };
        return Response.json(userLessonBody());
      }
      if (path === '/api/user-lessons/90/steps/' && method === 'POST') {
        const body = (await request.clone().json()) as {
          lesson_step: number;
          response: AnswerMap;
          submitted: boolean;
        };
        const graded: AnswerMap = {};
        for (const [id, entry] of Object.entries(body.response))
          graded[id] = { ...entry, isCorrect: entry.userAnswer === '3' };
        const step = { response: graded, attempt: true, submitted: body.submitted };
        steps.set(body.lesson_step, step);
        return Response.json(stepBody(body.lesson_step, step), { status: 201 });
      }
      if (path === '/api/user-lessons/90/steps/' && method === 'GET')
        return Response.json([...steps].map(([id, step]) => stepBody(id, step)));
      const stepId = Number(/^\/api\/user-lessons\/90\/steps\/(\d+)\/$/.exec(path)?.[1]);
      const step = steps.get(stepId);
      if (step && method === 'GET') return Response.json(stepBody(stepId, step));
      return notFound();
    }),
  );
  return { requests, calls: () => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`) };
}

function renderLesson(start = '/lesson/intro/') {
  const router = createMemoryRouter(singleLessonRoutes('counting-pets'), {
    basename: '/lesson/',
    initialEntries: [start],
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
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

test('a learner plays a lesson outside a course: answers go to the user lesson, then the review', async () => {
  const server = serve({ ...student, is_jr: true, is_premium: true });
  const router = renderLesson('/lesson/');
  await screen.findByRole('heading', { name: 'Counting Pets' });
  expect(router.state.location.pathname).toBe('/lesson/intro/');
  expect(screen.getByText('Jr. Practice: Counting Pets')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exit Activity' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/lesson/301/'));
  const answer = await screen.findByRole('textbox');
  await waitFor(() => expect(answer).toBeEnabled());
  await userEvent.type(answer, '3');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  await screen.findByText('Correct');
  expect(server.calls()).toContain('POST /api/user-lessons/');
  const save = server.requests.find((r) => r.url.endsWith('/api/user-lessons/90/steps/'));
  await expect(save?.json()).resolves.toMatchObject({
    lesson_step: 301,
    response: { 'q-dogs': { userAnswer: '3' } },
    submitted: true,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/lesson/302/'));
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/lesson/review/'));
  await screen.findByText('Performance: 100%');
  expect(screen.getByText('Your answer: 3')).toBeInTheDocument();
  const complete = server.requests.find(
    (r) => r.method === 'PUT' && r.url.endsWith('/api/user-lessons/90/'),
  );
  await expect(complete?.json()).resolves.toEqual({ is_completed: true });
});

test('a returning learner sees the answer saved in the user lesson', async () => {
  serve(
    { ...student, is_jr: true },
    {
      userLesson: true,
      answers: { 'q-dogs': { userAnswer: '4', preview: null, isCorrect: false } },
    },
  );
  renderLesson('/lesson/301/');
  await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue('4'));
});

test('a teacher reviews the lesson without any user-lesson call', async () => {
  const server = serve({ ...teacher, is_jr: true });
  renderLesson('/lesson/301/');
  const answer = await screen.findByRole('textbox');
  await userEvent.type(answer, '2');
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  await screen.findByText('Wrong');
  expect(server.calls().filter((call) => call.includes('user-lessons'))).toEqual([]);
});

test('premium Jr. content shows a free student the subscription notice instead of the step', async () => {
  serve(student);
  renderLesson('/lesson/301/');
  await screen.findByText('This feature is available through a teacher or school subscription.');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
