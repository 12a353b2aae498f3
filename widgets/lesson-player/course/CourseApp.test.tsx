import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from '../testing/memoryRouter';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Course, type Lesson, type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { courseRoutes } from './courseRoutes';
import { withViewNavigation } from '../shell/viewHeading';
import { STUDENT_PREMIUM_NOTICE } from './PremiumNotice';
import { course, lesson, step, student, summary, teacher } from '../testing/fixtures';

interface Server {
  requests: Request[];
  courseFails: boolean;
}

function renderApp(
  path: string,
  who: User | null,
  data: { course: Course; lessons?: Lesson[] },
  courseFails = false,
) {
  const server: Server = { requests: [], courseFails };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      server.requests.push(request);
      const path = new URL(request.url).pathname;
      if (path === '/api/whoami/') {
        return who ? Response.json(who) : Response.json({ detail: 'no' }, { status: 403 });
      }
      if (path === '/api/courses/enroll/') {
        return Response.json(
          { id: 77, course: data.course.id, user: who?.id ?? 0, is_completed: false },
          { status: 201 },
        );
      }
      if (path.startsWith('/api/courses/')) {
        if (server.courseFails) return Response.json({ detail: 'down' }, { status: 500 });
        return Response.json(data.course);
      }
      const found = data.lessons?.find((l) => path === `/api/lessons/${l.slug}/`);
      if (found) return Response.json(found);
      return Response.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
  const router = createMemoryRouter(withViewNavigation(courseRoutes('/courses/')), {
    basename: '/courses/',
    initialEntries: [`/courses${path}`],
  });
  render(
    <Provider store={createStore()}>
      <ThemeProvider theme={theme}>
        <Suspense fallback="loading">
          <RouterProvider router={router} />
        </Suspense>
      </ThemeProvider>
    </Provider>,
  );
  return { server, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('module intro', () => {
  test('a learner who is not enrolled enrolls, then goes on with Next', async () => {
    const { server, router } = renderApp('/climate/', student, { course: course() });
    await screen.findByRole('heading', { name: 'Module one' });
    expect(router.state.location.pathname).toBe('/courses/climate/m1/');
    await userEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    await screen.findByRole('button', { name: 'Next' });
    const enroll = server.requests.find((r) => r.url.endsWith('/api/courses/enroll/'));
    expect(enroll?.method).toBe('POST');
    await expect(enroll?.json()).resolves.toEqual({ course: 1, user: 1, is_completed: false });
    expect(screen.getByRole('button', { name: 'Exit Course' })).toBeInTheDocument();
    // The view is now the enrolled one: its heading has focus, as after a move.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Module one' })).toHaveFocus(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/courses/climate/m1/l1/intro/'),
    );
  });

  test('a premium course shows students the subscription notice without Upgrade', async () => {
    renderApp('/climate/m1/', student, { course: course({ is_premium: true }) });
    expect(await screen.findByText(STUDENT_PREMIUM_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  test('a premium course shows teachers an Upgrade button to the pricing page', async () => {
    renderApp('/climate/m1/', teacher, { course: course({ is_premium: true }) });
    const upgrade = await screen.findByRole('link', { name: 'Upgrade' });
    expect(upgrade).toHaveAttribute('href', '/pricing/premium/');
    expect(screen.queryByText(STUDENT_PREMIUM_NOTICE)).toBeNull();
  });

  test('a course that cannot be loaded says so and retries', async () => {
    const { server } = renderApp('/climate/m1/', student, { course: course() }, true);
    expect(await screen.findByText(/The course could not be loaded\./)).toBeInTheDocument();
    server.courseFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Module one' })).toBeInTheDocument();
  });
});

describe('lesson intro', () => {
  test('a completed assessment shows Completed and the review link', async () => {
    const assessment = lesson(100, 'l1', [step(5, 1)], {
      lesson_type: 'taskassessment',
      is_assessment: true,
      is_completed: true,
    });
    renderApp('/climate/m1/l1/', student, {
      course: course({ enroll_id: 3 }),
      lessons: [assessment],
    });
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Click here to Review' })).toHaveAttribute(
      'href',
      '/courses/climate/m1/l1/review/',
    );
    expect(screen.getByText('Assessment')).toBeInTheDocument();
  });

  test('a lesson not yet completed has neither', async () => {
    renderApp('/climate/m1/l1/intro/', student, {
      course: course({ enroll_id: 3 }),
      lessons: [lesson(100, 'l1', [step(5, 1)])],
    });
    await screen.findByRole('heading', { name: 'Lesson l1' });
    expect(screen.queryByText('Completed')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Click here to Review' })).toBeNull();
  });
});

describe('step layout', () => {
  const steps = [step(7, 2, 1), step(6, 1, 2), step(8, 3)];

  test("reads 'Step N of M', lists question counts and moves focus to the step heading", async () => {
    const { router } = renderApp('/climate/m1/l1/6/', student, {
      course: course({ enroll_id: 3 }),
      lessons: [lesson(100, 'l1', steps)],
    });
    await userEvent.click(await screen.findByRole('button', { name: /Step 1 of 3/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Step 12 questions',
      'Step 21 question',
      'Step 30 questions',
    ]);
    // The dropdown moves between steps whatever the step's questions say (Next is the step
    // view's, with its own rules, tested beside it).
    await userEvent.click(items[1]!);
    await screen.findByRole('button', { name: /Step 2 of 3/ });
    expect(router.state.location.pathname).toBe('/courses/climate/m1/l1/7/');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /Lesson l1.*Step 2 of 3/ })).toHaveFocus(),
    );
  });

  test('the left pane takes 30 percent without left content and 70 percent with it', async () => {
    const withLeft = [{ ...step(6, 1), left_content: 'Look **left**' }, step(7, 2)];
    renderApp('/climate/m1/l1/6/', student, {
      course: course({ enroll_id: 3 }),
      lessons: [lesson(100, 'l1', withLeft)],
    });
    await screen.findByText('left');
    expect(screen.getByTestId('lesson-player.panes')).toHaveAttribute('data-left-width', '70%');
    await userEvent.click(screen.getByRole('button', { name: /Step 1 of 2/ }));
    await userEvent.click((await screen.findAllByRole('menuitem'))[1]!);
    await screen.findByRole('button', { name: /Step 2 of 2/ });
    expect(screen.getByTestId('lesson-player.panes')).toHaveAttribute('data-left-width', '30%');
  });

  test('the drawer lists the modules and the active module lessons with a tick', async () => {
    const done = course({ enroll_id: 3 });
    done.modules[0]!.lessons[0]!.is_completed = true;
    renderApp('/climate/m1/l1/6/', student, { course: done, lessons: [lesson(100, 'l1', steps)] });
    const drawer = await screen.findByRole('navigation', { name: 'Course contents' });
    expect(drawer).toHaveTextContent('Module one');
    expect(drawer).toHaveTextContent('Module two');
    expect(drawer).toHaveTextContent('Lesson l1Lesson✓(completed)Lesson l2LessonModule two');
    await userEvent.click(screen.getByRole('button', { name: 'Hide contents' }));
    expect(screen.queryByRole('navigation', { name: 'Course contents' })).toBeNull();
  });
});

describe('module lessons', () => {
  test('list type names (Jr. for junior), lock and ELD labels, and progress once enrolled', async () => {
    const base = course({ enroll_id: 5 });
    const first = base.modules[0]!;
    const withLabels = {
      ...base,
      modules: [
        {
          ...first,
          lessons: [
            summary(100, 'l1', {
              title: 'Reading',
              labels: [{ slug: 'eld-support', name: 'ELD support' }],
              is_completed: true,
            }),
            summary(101, 'l2', {
              title: 'Pets',
              lesson_type: 'practice',
              is_tuva_jr: true,
              is_premium: true,
            }),
          ],
        },
        ...base.modules.slice(1),
      ],
    };
    renderApp('/climate/m1/', student, { course: withLabels });
    await screen.findByRole('heading', { name: 'Lessons' });
    const [reading, pets] = screen.getAllByTestId('lesson-player.lesson-row');
    expect(reading).toHaveTextContent('Lesson');
    expect(within(reading!).getByTestId('lesson-player.eld')).toHaveAccessibleDescription(
      'Lesson supports English development for multilingual learners.',
    );
    expect(within(reading!).getByText('Completed')).toBeInTheDocument();
    expect(within(pets!).getByText('Jr. Practice')).toBeInTheDocument();
    expect(within(pets!).getByTestId('lesson-player.lock')).toHaveAccessibleDescription(
      'Accessible for Jr. Subscribers Only',
    );
    expect(within(pets!).getByText('Not Started')).toBeInTheDocument();
  });
});

describe('view marker', () => {
  test('a teacher switches to the student view and back; a student has no switch', async () => {
    const theLesson = lesson(100, 'l1', [
      { ...step(1, 1), content: '::::question{#q type=text answer="Lima"}\nWhich city?\n::::' },
    ]);
    renderApp('/climate/m1/l1/1/', teacher, { course: course(), lessons: [theLesson] });
    const toggle = await screen.findByRole('button', { name: 'See as a student' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByText('TEACHER ONLY').length).toBeGreaterThan(0);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('STUDENT VIEW')).toBeInTheDocument();
    expect(screen.queryByText('TEACHER ONLY')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByText('STUDENT VIEW')).not.toBeInTheDocument();
  });

  test('students get neither marker', async () => {
    const theLesson = lesson(100, 'l1', [step(1, 1)]);
    renderApp('/climate/m1/l1/1/', student, { course: course(), lessons: [theLesson] });
    await screen.findByRole('button', { name: /^Step 1 of 1/ });
    expect(screen.queryByRole('button', { name: 'See as a student' })).not.toBeInTheDocument();
    expect(screen.queryByText('STUDENT VIEW')).not.toBeInTheDocument();
    expect(screen.queryByText('TEACHER ONLY')).not.toBeInTheDocument();
  });
});
