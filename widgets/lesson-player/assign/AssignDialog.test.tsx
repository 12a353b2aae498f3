import { Suspense, act } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { clearToasts, fakeConsentPopup } from '@courses/runtime/testing';
import {
  GOOGLE_CLASSROOM_SCOPES,
  currentUserAtom,
  ensureToastArea,
  type Assignment,
  type Classroom,
  type Lesson,
  type User,
} from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { AssignButton } from './AssignButton';

const premiumTeacher: User = {
  id: 5,
  username: 'premium_teacher',
  type: 'teacher',
  is_staff: false,
  is_superuser: false,
  is_jr: false,
  is_premium: true,
  user_preferences: {},
};

const lesson: Pick<Lesson, 'id' | 'title' | 'lesson_type' | 'is_tuva_jr'> = {
  id: 12,
  title: 'Ocean Temperatures',
  lesson_type: 'task',
  is_tuva_jr: false,
};

function classroom(id: number, provider: Classroom['provider'], section: string): Classroom {
  return {
    id,
    class_grade: 'Grade 7',
    section,
    gclass_id: provider === 'google' ? `g-${id}` : null,
    provider,
    isShared: false,
    isSharing: false,
  };
}
const CLASSES = [classroom(1, 'google', 'A'), classroom(3, 'other', 'C')];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Answers "METHOD /path/" from `routes` and whoami with `user`, 404 otherwise; returns every
 * request, unread.
 */
function stubServer(user: User | null, routes: Record<string, Handler>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input.clone());
      const path = new URL(input.url).pathname;
      if (path === '/api/whoami/') return user ? json(user) : json({ detail: 'No.' }, 403);
      const handler = routes[`${input.method} ${path}`];
      return handler ? handler(input) : json({ detail: 'Not found.' }, 404);
    }),
  );
  return requests;
}

function assignmentFor(room: Classroom, body: Record<string, unknown>): Assignment {
  return {
    id: 40 + room.id,
    lesson: lesson.id,
    classroom: {
      id: room.id,
      class_grade: room.class_grade,
      section: room.section,
      provider: room.provider,
    },
    instructions: String(body.instructions ?? ''),
    due_date: (body.due_date as string | null) ?? null,
    created_at: '2026-11-22T10:00:00Z',
    gassignment_id: null,
  };
}

/** The dev server's rules for assignments, with Google needing a grant first. */
function assignmentServer(options: { failCreate?: boolean } = {}) {
  let granted = false;
  return stubServer(premiumTeacher, {
    [`GET /api/user-dataset/classroomshare/lesson/${lesson.id}/`]: () => json(CLASSES),
    [`GET /api/assignments/lesson/${lesson.id}/`]: () => json([]),
    [`POST /api/assignments/lesson/${lesson.id}/`]: async (request) => {
      if (options.failCreate) return json({ detail: 'Server error' }, 500);
      const body = (await request.json()) as Record<string, unknown>;
      const room = CLASSES.find((c) => c.id === body.classroom);
      return room ? json(assignmentFor(room, body), 201) : json({}, 404);
    },
    'POST /assignment/google_stream_post/41/': () =>
      granted
        ? json({ success: true, message: '', gassignment_id: 'g-assignment-9' })
        : json({ error: 'Insufficient Scope', code: 'insufficient_scope' }, 403),
    'POST /account/integration/google/': () => {
      granted = true;
      return json({ success: true });
    },
  });
}

/** Renders the button for the user the stubbed whoami answers with. */
async function renderButton(target: typeof lesson = lesson): Promise<void> {
  const store = createStore();
  await act(async () => {
    ensureToastArea();
    render(
      <ThemeProvider theme={theme}>
        <Provider store={store}>
          <Suspense fallback={<p>Loading...</p>}>
            <AssignButton lesson={target} />
          </Suspense>
        </Provider>
      </ThemeProvider>,
    );
  });
  await act(async () => {
    await store.get(currentUserAtom);
  });
}

afterEach(async () => {
  await clearToasts();
  await waitFor(() => expect(document.querySelector('.notistack-MuiContent')).toBeNull());
  vi.unstubAllGlobals();
});

test('a teacher assigns the lesson to a class of the product, with instructions and a due date', async () => {
  const requests = assignmentServer();
  await renderButton();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign “Ocean Temperatures”' });
  expect(within(dialog).getByRole('tab', { name: 'Share to Class' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(within(dialog).getByRole('tab', { name: 'Assignments' })).toBeInTheDocument();

  // Nothing chosen: the form says so and does not send.
  await user.click(await within(dialog).findByRole('button', { name: 'Assign' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a class');
  expect(
    within(dialog).getByRole('radio', { name: 'Grade 7 - A (Google Classroom)' }),
  ).toHaveFocus();

  await user.click(within(dialog).getByRole('radio', { name: 'Grade 7 - C' }));
  await user.type(within(dialog).getByLabelText('Instructions (optional)'), 'Read step 2 first.');
  await user.type(within(dialog).getByLabelText('Due date (optional)'), '2030-05-17');
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

  expect(await screen.findByText('Assigned to Grade 7 - C.')).toBeVisible();
  const created = requests.filter((r) => r.method === 'POST');
  await expect(created[0]?.json()).resolves.toEqual({
    classroom: 3,
    instructions: 'Read step 2 first.',
    due_date: '2030-05-17',
  });
  const list = within(dialog).getByRole('list', { name: 'Assignments' });
  expect(within(list).getByText('Grade 7 - C')).toBeVisible();
  expect(within(list).getByText(/Due 2030-05-17/)).toBeVisible();
});

test('posting to Google Classroom asks for access once; Cancel leaves it unposted, a later grant posts it', async () => {
  const consent = fakeConsentPopup();
  assignmentServer();
  await renderButton();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign “Ocean Temperatures”' });
  await user.click(await within(dialog).findByRole('radio', { name: /Grade 7 - A/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

  const access = await screen.findByRole('alertdialog', { name: 'Google Classroom access' });
  expect(access).toHaveTextContent(
    "Looks like the product doesn't have access to post this lesson to your Google Classroom...",
  );
  await user.click(within(access).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Assignment not posted to Google Classroom.')).toBeVisible();

  // Found once the access dialog has closed and the assign dialog is exposed again.
  const post = await within(dialog).findByRole('button', {
    name: 'Post Grade 7 - A to Google Classroom',
  });
  await user.click(post);
  const again = await screen.findByRole('alertdialog', { name: 'Google Classroom access' });
  await user.click(within(again).getByRole('button', { name: 'Grant Access' }));
  consent.allow('4/0-assign', GOOGLE_CLASSROOM_SCOPES);
  expect(await screen.findByText('Posted to Google Classroom.')).toBeVisible();
  expect(within(dialog).getByText(/Posted to Google Classroom/)).toBeVisible();
  expect(within(dialog).queryByRole('button', { name: /^Post Grade 7 - A/ })).toBeNull();
});

test('a failed assignment says so and keeps what the teacher typed', async () => {
  assignmentServer({ failCreate: true });
  await renderButton();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('radio', { name: 'Grade 7 - C' }));
  await user.type(within(dialog).getByLabelText('Instructions (optional)'), 'Keep me.');
  await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
  expect(
    await screen.findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeVisible();
  expect(within(dialog).getByLabelText('Instructions (optional)')).toHaveValue('Keep me.');
  expect(within(dialog).getByRole('radio', { name: 'Grade 7 - C' })).toBeChecked();
});

test('an assessment lists its Assessments', async () => {
  assignmentServer();
  await renderButton({ ...lesson, lesson_type: 'taskassessment' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Assign' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('tab', { name: 'Assessments' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('tab', { name: 'Assignments' })).toBeNull();
});

test('a teacher without a subscription is offered the upgrade', async () => {
  stubServer({ ...premiumTeacher, is_premium: false }, {});
  await renderButton({ ...lesson, is_tuva_jr: true });
  expect(screen.getByRole('link', { name: 'Upgrade to assign to classes' })).toHaveAttribute(
    'href',
    '/pricing/jr/',
  );
  expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
});

test('students are not offered assignments', async () => {
  stubServer({ ...premiumTeacher, type: 'student' }, {});
  await renderButton();
  expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});
