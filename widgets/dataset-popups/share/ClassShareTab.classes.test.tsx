/**
 * The share dialog's class tab: who may share with a class, the teacher's classes and sharing
 * with one.
 */
import { screen, within } from '@testing-library/react';
import { json, makeUser, sentTo } from '../testing/shareServer';
import {
  GOOGLE_CLASS,
  LIST_PATH,
  OWN_CLASS,
  openClassTab,
  resetClassShareTab,
} from '../testing/classShareTab';

afterEach(resetClassShareTab);

test('a teacher without Premium or Jr. gets an upgrade prompt to the Premium page', async () => {
  const { panel, requests } = await openClassTab(makeUser({ is_premium: false }), {});
  expect(panel).toHaveTextContent('Sharing with a class is available with a Premium subscription.');
  expect(within(panel).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/pricing/premium/',
  );
  expect(sentTo(requests, 'GET', LIST_PATH)).toHaveLength(0);
});

test('for junior content the upgrade prompt leads to the Jr. page', async () => {
  const { panel } = await openClassTab(makeUser({ is_premium: false }), {}, { is_tuva_jr: true });
  expect(panel).toHaveTextContent('Sharing with a class is available with a Jr. subscription.');
  expect(within(panel).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/pricing/jr/',
  );
});

test('staff without Premium or Jr. get the upgrade prompt too', async () => {
  const { panel, requests } = await openClassTab(
    makeUser({ is_premium: false, is_staff: true, username: 'staff_teacher' }),
    {},
  );
  expect(panel).toHaveTextContent('Sharing with a class is available with a Premium subscription.');
  expect(sentTo(requests, 'GET', LIST_PATH)).toHaveLength(0);
});

test('a Jr. teacher may share with a class', async () => {
  const { panel } = await openClassTab(makeUser({ is_premium: false, is_jr: true }), {
    [`GET ${LIST_PATH}`]: () => json([OWN_CLASS]),
  });
  expect(
    await within(panel).findByRole('button', { name: 'Share with Grade 7 - B' }),
  ).toBeEnabled();
});

test('no classes: says how to create one', async () => {
  const { panel, requests } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([]),
  });
  expect(
    await within(panel).findByText(
      'You have not created any classes yet. Create a class from your dashboard to get started.',
    ),
  ).toBeInTheDocument();
  expect(sentTo(requests, 'GET', LIST_PATH)).toHaveLength(1);
});

test('a failed class list says so and can be asked again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let calls = 0;
  const { panel, person } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => (++calls === 1 ? json({ detail: 'x' }, 500) : json([OWN_CLASS])),
  });
  expect(
    await within(panel).findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeInTheDocument();
  await person.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByText('Grade 7 - B')).toBeInTheDocument();
});

test('a class goes Share, Sharing..., Shared (disabled) with a success toast', async () => {
  let answer: (response: Response) => void = () => {};
  const { panel, person, requests } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([OWN_CLASS, { ...GOOGLE_CLASS, isShared: true }]),
    'POST /api/teacher/classrooms/11/sharewith/': () =>
      new Promise<Response>((resolve) => (answer = resolve)),
  });
  // A class the content was already shared with starts as Shared.
  expect(
    await within(panel).findByRole('button', { name: 'Shared with Grade 7 - G' }),
  ).toBeDisabled();
  await person.click(within(panel).getByRole('button', { name: 'Share with Grade 7 - B' }));
  const sharing = await within(panel).findByRole('button', { name: 'Sharing with Grade 7 - B' });
  expect(sharing).toHaveTextContent('Sharing...');
  expect(sharing).toBeDisabled();
  answer(json({ message: 'Shared "World City Temperatures" with Grade 7 - B.' }));
  const shared = await within(panel).findByRole('button', { name: 'Shared with Grade 7 - B' });
  expect(shared).toHaveTextContent('Shared');
  expect(shared).toBeDisabled();
  expect(await screen.findByText('Shared the dataset successfully!')).toBeInTheDocument();
  const [post] = sentTo(requests, 'POST', '/api/teacher/classrooms/11/sharewith/');
  await expect(post?.json()).resolves.toEqual({ classroomId: 11, type: 'dataset', id: 7 });
});

test('a refused class share shows the error and the button can be used again', async () => {
  const { panel, person } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([OWN_CLASS]),
    'POST /api/teacher/classrooms/11/sharewith/': () => json({ detail: 'no' }, 500),
  });
  await person.click(await within(panel).findByRole('button', { name: 'Share with Grade 7 - B' }));
  expect(
    await screen.findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Share with Grade 7 - B' })).toBeEnabled();
});
