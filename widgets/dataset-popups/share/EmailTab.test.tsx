import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@courses/runtime';
import { ShareDialog } from './ShareDialog';
import type { OtherShareable } from './sharedContent';
import {
  SHORT_URL,
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

const SEND_PATH = '/misc/sharedataset/';
const sentOk: Handler = () => json({ success: true, message: 'Shared with ana@example.org.' });

async function openEmailTab(
  user: User | null,
  routes: Record<string, Handler>,
  content?: OtherShareable,
) {
  const requests = stubServer(user, routes);
  const person = userEvent.setup();
  await renderWithStore(
    content ? (
      <ShareDialog open onClose={() => {}} content={content} />
    ) : (
      <ShareDialog open onClose={() => {}} dataset={makeDataset()} kind="dataset" />
    ),
  );
  await person.click(await screen.findByRole('tab', { name: 'Email' }));
  const panel = screen.getByRole('tabpanel');
  await waitFor(() => expect(within(panel).getByLabelText(/^URL/)).toHaveValue(SHORT_URL));
  return { requests, person, panel };
}

test('a visitor fills URL (prefilled, read-only), Email, From and Message, and sends', async () => {
  const { panel, person, requests } = await openEmailTab(null, { [`POST ${SEND_PATH}`]: sentOk });
  const url = within(panel).getByLabelText(/^URL/);
  expect(url).toHaveAttribute('readonly');
  expect(url).toBeRequired();
  const send = within(panel).getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();

  await person.type(within(panel).getByLabelText(/^Email/), 'ana@example.org');
  await person.type(within(panel).getByLabelText(/^From/), 'Mr. Diaz');
  await person.type(within(panel).getByLabelText('Message'), 'Look at this one.');
  await person.click(send);

  expect(await screen.findByText('Shared the dataset successfully!')).toBeInTheDocument();
  const [request] = sentTo(requests, 'POST', SEND_PATH);
  expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  const form = await request!.formData();
  expect(Object.fromEntries(form)).toEqual({
    page_link: SHORT_URL,
    email: 'ana@example.org',
    sender_name: 'Mr. Diaz',
    message: 'Look at this one.',
    type: 'dataset',
  });
  // Ready for the next person; who it is from stays.
  await waitFor(() => expect(within(panel).getByLabelText(/^Email/)).toHaveValue(''));
  expect(within(panel).getByLabelText(/^From/)).toHaveValue('Mr. Diaz');
  expect(within(panel).queryByText('Enter Email')).toBeNull();
});

test('required fields say what to enter once touched', async () => {
  const { panel, person } = await openEmailTab(null, {});
  await person.click(within(panel).getByLabelText(/^Email/));
  await person.click(within(panel).getByLabelText(/^From/));
  await person.click(within(panel).getByLabelText('Message'));
  expect(within(panel).getByText('Enter Email')).toBeInTheDocument();
  expect(within(panel).getByText('Enter From')).toBeInTheDocument();
  expect(within(panel).getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter Email');
  // Message is optional.
  expect(within(panel).getByLabelText('Message')).not.toBeRequired();
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('an address the server would refuse is flagged before sending', async () => {
  const { panel, person } = await openEmailTab(makeUser(), {});
  await person.type(within(panel).getByLabelText(/^Email/), 'ana@');
  expect(
    within(panel).getByText('Enter a valid email address, like name@example.org'),
  ).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('a logged-in sender has no From field; the server knows who it is', async () => {
  const { panel, person, requests } = await openEmailTab(makeUser(), {
    [`POST ${SEND_PATH}`]: sentOk,
  });
  expect(within(panel).queryByLabelText(/^From/)).toBeNull();
  await person.type(within(panel).getByLabelText(/^Email/), 'ana@example.org');
  await person.click(within(panel).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Shared the dataset successfully!')).toBeInTheDocument();
  // Read raw: the test DOM's multipart parser drops empty fields, which the server still gets.
  const body = await sentTo(requests, 'POST', SEND_PATH)[0]!.text();
  expect(body).toMatch(/name="sender_name"\r\n\r\n\r\n/);
  expect(body).toMatch(/name="message"\r\n\r\n\r\n/);
  expect(body).toMatch(/name="email"\r\n\r\nana@example.org\r\n/);
});

test('a failed send shows the error and keeps everything typed', async () => {
  const { panel, person } = await openEmailTab(null, {
    [`POST ${SEND_PATH}`]: () => json({ detail: 'down' }, 500),
  });
  await person.type(within(panel).getByLabelText(/^Email/), 'ana@example.org');
  await person.type(within(panel).getByLabelText(/^From/), 'Mr. Diaz');
  await person.type(within(panel).getByLabelText('Message'), 'Look.');
  await person.click(within(panel).getByRole('button', { name: 'Send' }));
  expect(
    await screen.findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeInTheDocument();
  expect(within(panel).getByLabelText(/^Email/)).toHaveValue('ana@example.org');
  expect(within(panel).getByLabelText(/^From/)).toHaveValue('Mr. Diaz');
  expect(within(panel).getByLabelText('Message')).toHaveValue('Look.');
  expect(within(panel).getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('what was typed survives a change of tab', async () => {
  const { panel, person } = await openEmailTab(makeUser(), {});
  await person.type(within(panel).getByLabelText(/^Email/), 'ana@example.org');
  await person.click(screen.getByRole('tab', { name: 'Direct Link' }));
  await person.click(screen.getByRole('tab', { name: 'Email' }));
  expect(within(screen.getByRole('tabpanel')).getByLabelText(/^Email/)).toHaveValue(
    'ana@example.org',
  );
});

test.each([
  ['activity', 'Shared the activity successfully!'],
  ['datastory', 'Shared the data story successfully!'],
] as const)('an e-mailed %s says %s', async (type, toast) => {
  const { panel, person, requests } = await openEmailTab(
    makeUser(),
    { [`POST ${SEND_PATH}`]: sentOk },
    { type, id: 4, title: 'Heat Waves', url: `/${type}/heat-waves/` },
  );
  await person.type(within(panel).getByLabelText(/^Email/), 'ana@example.org');
  await person.click(within(panel).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(toast)).toBeInTheDocument();
  const form = await sentTo(requests, 'POST', SEND_PATH)[0]!.formData();
  expect(form.get('type')).toBe(type);
});
