import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOOGLE_CLASSROOM_SCOPES, type Classroom, type User } from '@courses/runtime';
import { fakeConsentPopup } from '@courses/runtime/testing';
import { ShareDialog } from './ShareDialog';
import {
  clearToasts,
  json,
  makeDataset,
  makeUser,
  renderWithStore,
  sentTo,
  stubServer,
  type Handler,
} from '../testing/shareServer';

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST_PATH = '/api/user-dataset/classroomshare/dataset/world-city-temperatures/';
const OWN_CLASS: Classroom = {
  id: 11,
  class_grade: 'Grade 7',
  section: 'B',
  gclass_id: null,
  provider: 'other',
  isShared: false,
  isSharing: false,
};
const GOOGLE_CLASS: Classroom = {
  ...OWN_CLASS,
  id: 12,
  section: 'G',
  gclass_id: 'g-1',
  provider: 'google',
};
/** The access dialog hides the share dialog from assistive tech until it has gone. */
async function accessDialogGone() {
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

const INSUFFICIENT_SCOPE = () =>
  json({ error: 'Insufficient Scope', code: 'insufficient_scope' }, 403);

async function openClassTab(
  user: User,
  routes: Record<string, Handler>,
  datasetOverrides: Record<string, unknown> = {},
) {
  const requests = stubServer(user, routes);
  const person = userEvent.setup();
  await renderWithStore(
    <ShareDialog open onClose={() => {}} dataset={makeDataset(datasetOverrides)} kind="dataset" />,
  );
  await person.click(await screen.findByRole('tab', { name: 'Share to Class' }));
  return { requests, person, panel: screen.getByRole('tabpanel') };
}

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

test('a Google class posts to sharewith-google', async () => {
  const { panel, person, requests } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([GOOGLE_CLASS]),
    'POST /api/teacher/classrooms/12/sharewith-google/': () =>
      json({ message: 'Posted.', gassignment_id: '123' }),
  });
  expect(await within(panel).findByText('Google Classroom')).toBeInTheDocument();
  await person.click(within(panel).getByRole('button', { name: 'Share with Grade 7 - G' }));
  expect(await screen.findByText('Shared the dataset successfully!')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Shared with Grade 7 - G' })).toBeDisabled();
  const [post] = sentTo(requests, 'POST', '/api/teacher/classrooms/12/sharewith-google/');
  await expect(post?.json()).resolves.toEqual({ classroomId: 12, type: 'dataset', id: 7 });
});

test('no Google access: the access dialog; Cancel warns that nothing was posted', async () => {
  const { panel, person, requests } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([GOOGLE_CLASS]),
    'POST /api/teacher/classrooms/12/sharewith-google/': INSUFFICIENT_SCOPE,
  });
  await person.click(await within(panel).findByRole('button', { name: 'Share with Grade 7 - G' }));
  const access = await screen.findByRole('alertdialog');
  expect(access).toHaveAccessibleDescription(
    "Looks like the product doesn't have access to post this dataset to your Google Classroom...",
  );
  expect(within(access).getByRole('button', { name: 'Grant Access' })).toHaveFocus();
  await person.click(within(access).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Assignment not posted to Google Classroom.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(within(panel).getByRole('button', { name: 'Share with Grade 7 - G' })).toBeEnabled();
  expect(sentTo(requests, 'POST', '/account/integration/google/')).toHaveLength(0);
});

test('Grant Access asks Google for a code with the Classroom scopes, then shares again', async () => {
  const consent = fakeConsentPopup();
  let granted = false;
  const { panel, person, requests } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([GOOGLE_CLASS]),
    'POST /account/integration/google/': () => {
      granted = true;
      return json({ success: true });
    },
    'POST /api/teacher/classrooms/12/sharewith-google/': () =>
      granted ? json({ message: 'Posted.', gassignment_id: '123' }) : INSUFFICIENT_SCOPE(),
  });
  await person.click(await within(panel).findByRole('button', { name: 'Share with Grade 7 - G' }));
  await person.click(await screen.findByRole('button', { name: 'Grant Access' }));
  expect(consent.opened).toHaveLength(1);
  expect(consent.opened[0]?.searchParams.get('scope')?.split(' ')).toEqual([
    ...GOOGLE_CLASSROOM_SCOPES,
  ]);
  consent.allow('4/0-issued-code', GOOGLE_CLASSROOM_SCOPES);
  expect(await screen.findByText('Shared the dataset successfully!')).toBeInTheDocument();
  await accessDialogGone();
  expect(within(panel).getByRole('button', { name: 'Shared with Grade 7 - G' })).toBeDisabled();
  const [grant] = sentTo(requests, 'POST', '/account/integration/google/');
  await expect(grant?.json()).resolves.toEqual({ authCode: '4/0-issued-code' });
  expect(sentTo(requests, 'POST', '/api/teacher/classrooms/12/sharewith-google/')).toHaveLength(2);
  // The access is now shown with a way to revoke it.
  expect(
    await within(panel).findByRole('button', { name: 'Revoke Google Classroom access' }),
  ).toBeInTheDocument();
});

test('a code the server refuses: Unable to access your Google Classroom.', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const consent = fakeConsentPopup();
  const { panel, person, requests } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([GOOGLE_CLASS]),
    'POST /account/integration/google/': () =>
      json({ detail: 'The authorization code is not valid or has expired.' }, 400),
    'POST /api/teacher/classrooms/12/sharewith-google/': INSUFFICIENT_SCOPE,
  });
  await person.click(await within(panel).findByRole('button', { name: 'Share with Grade 7 - G' }));
  await person.click(await screen.findByRole('button', { name: 'Grant Access' }));
  consent.allow('4/0-stale', GOOGLE_CLASSROOM_SCOPES);
  expect(await screen.findByText('Unable to access your Google Classroom.')).toBeInTheDocument();
  await accessDialogGone();
  expect(within(panel).getByRole('button', { name: 'Share with Grade 7 - G' })).toBeEnabled();
  expect(sentTo(requests, 'POST', '/api/teacher/classrooms/12/sharewith-google/')).toHaveLength(1);
  expect(warn).toHaveBeenCalledWith('[courses] classroom access not granted', expect.anything());
});

test('saying no on the consent page: Unable to access your Google Classroom.', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const consent = fakeConsentPopup();
  const { panel, person, requests } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([GOOGLE_CLASS]),
    'POST /api/teacher/classrooms/12/sharewith-google/': INSUFFICIENT_SCOPE,
  });
  await person.click(await within(panel).findByRole('button', { name: 'Share with Grade 7 - G' }));
  await person.click(await screen.findByRole('button', { name: 'Grant Access' }));
  consent.deny();
  expect(await screen.findByText('Unable to access your Google Classroom.')).toBeInTheDocument();
  expect(sentTo(requests, 'POST', '/account/integration/google/')).toHaveLength(0);
  await accessDialogGone();
  expect(within(panel).getByRole('button', { name: 'Share with Grade 7 - G' })).toBeEnabled();
});

test('a grant without every scope is refused by the service and asks again', async () => {
  const consent = fakeConsentPopup();
  const { panel, person, requests } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([GOOGLE_CLASS]),
    'POST /account/integration/google/': () => json({ success: true }),
    'POST /api/teacher/classrooms/12/sharewith-google/': INSUFFICIENT_SCOPE,
  });
  await person.click(await within(panel).findByRole('button', { name: 'Share with Grade 7 - G' }));
  await person.click(await screen.findByRole('button', { name: 'Grant Access' }));
  consent.allow('4/0-some', GOOGLE_CLASSROOM_SCOPES.slice(0, 2));
  await waitFor(() =>
    expect(sentTo(requests, 'POST', '/api/teacher/classrooms/12/sharewith-google/')).toHaveLength(
      2,
    ),
  );
  const again = await screen.findByRole('alertdialog');
  expect(again).toHaveAccessibleDescription(
    "Looks like the product doesn't have access to post this dataset to your Google Classroom...",
  );
  await person.click(within(again).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Assignment not posted to Google Classroom.')).toBeInTheDocument();
  await accessDialogGone();
  expect(within(panel).getByRole('button', { name: 'Share with Grade 7 - G' })).toBeEnabled();
});

test('@ClassroomDisabled: says several accounts are signed in and revokes access', async () => {
  const { panel, person, requests } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([GOOGLE_CLASS]),
    'POST /api/teacher/classrooms/12/sharewith-google/': () =>
      json({ message: '@ClassroomDisabled: several accounts' }),
    'POST /account/integration/google/revoke/': () => json({ success: true }),
  });
  await person.click(await within(panel).findByRole('button', { name: 'Share with Grade 7 - G' }));
  expect(
    await screen.findByText(
      'It looks like you are logged into multiple Google accounts at once, please make sure you use the account with access to Google Classroom.',
    ),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(sentTo(requests, 'POST', '/account/integration/google/revoke/')).toHaveLength(1),
  );
  expect(within(panel).getByRole('button', { name: 'Share with Grade 7 - G' })).toBeEnabled();
});

test('an empty response: Error while posting a message to Google classroom.', async () => {
  const { panel, person } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([GOOGLE_CLASS]),
    'POST /api/teacher/classrooms/12/sharewith-google/': () => new Response('', { status: 200 }),
  });
  await person.click(await within(panel).findByRole('button', { name: 'Share with Grade 7 - G' }));
  expect(
    await screen.findByText('Error while posting a message to Google classroom.'),
  ).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Share with Grade 7 - G' })).toBeEnabled();
});

test('any other message from the classroom service is shown as an error', async () => {
  const { panel, person } = await openClassTab(makeUser(), {
    [`GET ${LIST_PATH}`]: () => json([{ ...GOOGLE_CLASS, provider: 'clever' }]),
    'POST /api/teacher/classrooms/12/sharewith-clever/': () =>
      json({ message: 'The class was archived at Clever.' }),
  });
  expect(await within(panel).findByText('Clever')).toBeInTheDocument();
  await person.click(within(panel).getByRole('button', { name: 'Share with Grade 7 - G' }));
  expect(await screen.findByText('The class was archived at Clever.')).toBeInTheDocument();
  expect(screen.queryByText('Shared the dataset successfully!')).toBeNull();
});
