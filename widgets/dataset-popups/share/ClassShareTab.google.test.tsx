/** The share dialog's class tab with Google Classroom: access, its grant, the service's answers. */
import { screen, waitFor, within } from '@testing-library/react';
import { GOOGLE_CLASSROOM_SCOPES } from '@courses/runtime';
import { fakeConsentPopup } from '@courses/runtime/testing';
import { json, makeUser, sentTo } from '../testing/shareServer';
import {
  GOOGLE_CLASS,
  INSUFFICIENT_SCOPE,
  LIST_PATH,
  accessDialogGone,
  openClassTab,
  resetClassShareTab,
} from '../testing/classShareTab';

afterEach(resetClassShareTab);

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
