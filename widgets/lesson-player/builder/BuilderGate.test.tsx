import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { type AppConfig, type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { student, teacher } from '../testing/fixtures';
import { LessonPlayer } from '../LessonPlayer';

function config(partner: boolean, requiresSubscription = true): AppConfig {
  return {
    appname: partner ? 'partner' : 'courses',
    isDoctrina: false,
    google: false,
    onedrive: false,
    content_builder_requires_subscription: requiresSubscription,
    config: { app_label: 'Courses', logo: null },
  };
}

function serve(who: User | null, appConfig: AppConfig) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(new Request(input, init).url).pathname;
      if (path === '/api/whoami/') return Response.json(who);
      if (path === '/api/app_config/') return Response.json(appConfig);
      if (path === '/api/datasets/' || path === '/api/content-builder/activity/')
        return Response.json([]);
      return Response.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
}

/** In an awaited act: the builder's chunk is cached after the first test, so the tree
 * suspends on the user inside act, and only an awaited act lets it go on. */
async function renderBuilder() {
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <ThemeProvider theme={theme}>
          <Suspense fallback="loading">
            <LessonPlayer basePath="/demo/builder/" builder review={false} />
          </Suspense>
        </ThemeProvider>
      </Provider>,
    );
  });
}

afterEach(() => vi.unstubAllGlobals());

const premiumTeacher: User = { ...teacher, is_premium: true };
const jrTeacher: User = { ...teacher, is_jr: true };
const staff: User = { ...teacher, is_staff: true };
const superuser: User = { ...teacher, is_superuser: true };
const premiumStudent: User = { ...student, is_premium: true };

type Expected = 'builder' | 'premium' | 'jr' | 'students' | 'visitor';
// [who, variant, requires a subscription, what they see]
const cases: [string, User | null, boolean, boolean, Expected][] = [
  ['a premium teacher', premiumTeacher, false, true, 'builder'],
  ['a premium teacher', premiumTeacher, true, true, 'builder'],
  ['a Jr. teacher', jrTeacher, true, true, 'builder'],
  ['a Jr. teacher', jrTeacher, false, true, 'premium'],
  ['a staff teacher', staff, false, true, 'builder'],
  ['a superuser', superuser, false, true, 'builder'],
  ['a teacher without subscription', teacher, false, true, 'premium'],
  ['a teacher without subscription', teacher, true, true, 'jr'],
  ['a teacher without subscription', teacher, false, false, 'builder'],
  ['a student', student, false, true, 'students'],
  ['a premium student', premiumStudent, true, false, 'students'],
  ['a visitor', null, false, true, 'visitor'],
];

const rows = cases.map(([label, who, partner, needed, expected]) => ({
  label: `${label} on the ${partner ? 'Jr.' : 'main'} variant${needed ? '' : ', no subscription needed'}`,
  who,
  partner,
  needed,
  expected,
}));

test.each(rows)('$label sees: $expected', async ({ who, partner, needed, expected }) => {
  serve(who, config(partner, needed));
  await renderBuilder();
  // The first render loads the builder's chunk.
  await screen.findByRole('heading', { name: 'Content builder' }, { timeout: 5000 });
  if (expected === 'builder') {
    expect(
      await screen.findByRole('heading', { name: 'Create an activity' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    return;
  }
  expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  if (expected === 'premium' || expected === 'jr') {
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      expected === 'jr' ? '/pricing/jr/' : '/pricing/premium/',
    );
  } else {
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        expected === 'students'
          ? 'The content builder is for teachers.'
          : 'Log in with a teacher account to build activities.',
      ),
    ).toBeInTheDocument();
  }
});
