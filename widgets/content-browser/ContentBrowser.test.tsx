import { act } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import * as v from 'valibot';
import { type ContentItem, type User } from '@courses/runtime';
import { makeUser } from '@courses/runtime/testing';
import { ContentBrowser } from './ContentBrowser';
import { ContentBrowserProps } from './props';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const ITEMS: ContentItem[] = [
  {
    kind: 'course',
    id: 1,
    title: 'Exploring Climate with Data',
    url: '/courses/climate-data/',
    lesson_type: null,
    is_premium: false,
    is_tuva_jr: false,
    subject: 'science',
    published: '2024-09-25T08:00:00.000Z',
  },
  {
    kind: 'course',
    id: 2,
    title: 'Statistics in Sport',
    url: '/courses/sports-statistics/',
    lesson_type: null,
    is_premium: true,
    is_tuva_jr: false,
    subject: 'math',
    published: '2024-09-01T08:00:00.000Z',
  },
  {
    kind: 'activity',
    id: 30,
    title: 'Counting Pets',
    url: '/demo/lesson/?lesson=jr-counting-practice',
    lesson_type: 'practice',
    is_premium: true,
    is_tuva_jr: true,
    subject: 'math',
    published: '2024-03-05T08:00:00.000Z',
  },
  {
    kind: 'dataset',
    id: 3,
    title: 'School Weather Stations 1990',
    url: '/tableview/dataset/school-weather-stations-1990/',
    lesson_type: null,
    is_premium: false,
    is_tuva_jr: false,
    subject: 'science',
    published: '2019-03-01T08:00:00.000Z',
  },
  {
    kind: 'dataset',
    id: 5,
    title: 'Class Pets',
    url: '/tableview/dataset/class-pets/',
    lesson_type: null,
    is_premium: false,
    is_tuva_jr: true,
    subject: null,
    published: '2024-02-14T12:00:00.000Z',
  },
];

function person(overrides: Partial<User>): User {
  return makeUser({ id: 9, username: 'someone', ...overrides });
}

/** The content list and whoami, answered from memory; every request is kept to assert on. */
function stubServer(user: User | null, list: (request: Request) => Response = () => json(ITEMS)) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request.clone());
      const { pathname } = new URL(request.url);
      if (pathname === '/api/whoami/') return json(user);
      if (pathname === '/api/content-browser/') return list(request);
      if (pathname === '/api/user/preferences/') return json({});
      return json({ detail: 'Not found.' }, 404);
    }),
  );
  return requests;
}

async function renderBrowser(props: Record<string, unknown> = {}) {
  const parsed = v.parse(ContentBrowserProps, props);
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <ContentBrowser {...parsed} />
      </Provider>,
    );
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const recentList = () => screen.findByRole('list', { name: 'Recently published' });
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.textContent);

test('a visitor sees the 3 newest items as links to their pages, premium ones locked', async () => {
  stubServer(null);
  await renderBrowser();
  expect(screen.getByRole('heading', { level: 2, name: 'Browse content' })).toBeInTheDocument();
  const recent = await recentList();
  expect(titles(recent)).toEqual([
    'Exploring Climate with Data',
    'Statistics in Sport',
    'Counting Pets',
  ]);
  expect(within(recent).getByRole('link', { name: 'Statistics in Sport' })).toHaveAttribute(
    'href',
    '/courses/sports-statistics/',
  );
  const rows = within(recent).getAllByTestId('content-browser.item');
  expect(within(rows[0]!).queryByTestId('content-browser.lock')).toBeNull();
  const premium = within(rows[1]!).getByTestId('content-browser.lock');
  expect(premium).toHaveTextContent('Premium');
  expect(premium).toHaveAccessibleDescription('Accessible for Premium Subscribers Only');
  const junior = within(rows[2]!).getByTestId('content-browser.lock');
  expect(junior).toHaveTextContent('Jr.');
  expect(junior).toHaveAccessibleDescription('Accessible for Jr. Subscribers Only');
  expect(within(rows[2]!).getByText('Jr. Practice')).toBeInTheDocument();
});

test('the lock tooltip opens on keyboard focus and hover and closes on Escape', async () => {
  stubServer(null);
  await renderBrowser();
  const user = userEvent.setup();
  const recent = await recentList();
  const lock = within(recent).getAllByTestId('content-browser.lock')[0]!;
  const tip = () => document.getElementById(lock.getAttribute('aria-describedby') ?? '')!;
  expect(tip()).toHaveRole('tooltip');
  expect(lock).toHaveAccessibleDescription(tip().textContent!);
  expect(tip().hidden).toBe(true);
  for (let press = 0; press < 20 && document.activeElement !== lock; press++) await user.tab();
  expect(lock).toHaveFocus();
  await waitFor(() => expect(tip().hidden).toBe(false));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(tip().hidden).toBe(true));
  await user.hover(lock);
  await waitFor(() => expect(tip().hidden).toBe(false));
  await user.unhover(lock);
  await waitFor(() => expect(tip().hidden).toBe(true));
});

test('a premium teacher sees no lock', async () => {
  stubServer(person({ is_premium: true }));
  await renderBrowser();
  await recentList();
  expect(screen.queryAllByTestId('content-browser.lock')).toEqual([]);
});

test('a Jr. teacher opens junior premium content, not the rest of premium', async () => {
  stubServer(person({ is_jr: true }));
  await renderBrowser();
  const recent = await recentList();
  const locks = within(recent).getAllByTestId('content-browser.lock');
  expect(locks.map((lock) => lock.textContent)).toEqual(['Premium']);
});

test('the subject tabs open on the most frequent category; a choice is saved', async () => {
  const requests = stubServer(person({ is_premium: true }));
  await renderBrowser();
  const user = userEvent.setup();
  const tabs = await screen.findByRole('tablist', { name: 'Subjects' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Math (2)', 'Science (2)', 'Other (1)']);
  // Two in math, two in science: the tie goes to math, which comes first.
  expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Math (2)');
  expect(titles(screen.getByRole('list', { name: 'Math' }))).toEqual([
    'Statistics in Sport',
    'Counting Pets',
  ]);
  await user.click(within(tabs).getByRole('tab', { name: 'Other (1)' }));
  expect(titles(await screen.findByRole('list', { name: 'Other' }))).toEqual(['Class Pets']);
  await waitFor(() =>
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.url)).toEqual([
      'http://localhost:3000/api/user/preferences/',
    ]),
  );
  const patch = requests.find((r) => r.method === 'PATCH');
  await expect(patch?.json()).resolves.toEqual({ dashboardPreferenceSubject: 'other' });
});

test('the saved subject opens first', async () => {
  stubServer(person({ user_preferences: { dashboardPreferenceSubject: 'science' } }));
  await renderBrowser();
  const tabs = await screen.findByRole('tablist', { name: 'Subjects' });
  expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Science (2)');
});

test('the jr and jr-practice filters ask the server for that content', async () => {
  const requests = stubServer(null, (request) => {
    const filter = new URL(request.url).searchParams.get('filter');
    if (filter === 'jr') return json(ITEMS.filter((i) => i.is_tuva_jr));
    if (filter === 'jr-practice')
      return json(ITEMS.filter((i) => i.is_tuva_jr && i.lesson_type === 'practice'));
    return json(ITEMS);
  });
  await renderBrowser();
  const user = userEvent.setup();
  await recentList();
  await user.click(screen.getByRole('radio', { name: 'Jr. content' }));
  await waitFor(async () =>
    expect(titles(await recentList())).toEqual(['Counting Pets', 'Class Pets']),
  );
  await user.click(screen.getByRole('radio', { name: 'Jr. practices' }));
  await waitFor(async () => expect(titles(await recentList())).toEqual(['Counting Pets']));
  const asked = requests
    .filter((r) => new URL(r.url).pathname === '/api/content-browser/')
    .map((r) => new URL(r.url).search);
  expect(asked).toEqual(['', '?filter=jr', '?filter=jr-practice']);
});

test('a page may open on a filter', async () => {
  const requests = stubServer(null, () => json([]));
  await renderBrowser({ filter: 'jr-practice' });
  expect(await screen.findByText('There is nothing to show here yet.')).toBeInTheDocument();
  const filter = screen.getByRole('group', { name: 'Show' });
  expect(within(filter).getAllByRole('radio')).toHaveLength(3);
  expect(within(filter).getByRole('radio', { name: 'Jr. practices' })).toBeChecked();
  expect(requests.map((r) => new URL(r.url).search)).toContain('?filter=jr-practice');
});

test('a failed list says so and can be asked again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  stubServer(null, () => (fail ? json({ detail: 'down' }, 500) : json(ITEMS)));
  await renderBrowser();
  const user = userEvent.setup();
  expect(
    await screen.findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(titles(await recentList())).toHaveLength(3);
});

test('props: unknown keys and filters are refused', () => {
  expect(v.safeParse(ContentBrowserProps, { filter: 'premium' }).success).toBe(false);
  expect(v.safeParse(ContentBrowserProps, { colour: 'red' }).success).toBe(false);
  expect(v.parse(ContentBrowserProps, {})).toEqual({
    title: 'Browse content',
    headingLevel: 2,
    filter: 'all',
  });
});
