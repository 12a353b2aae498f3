import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareDialog } from './ShareDialog';
import {
  SHORT_URL,
  clearToasts,
  json,
  makeDataset,
  makeUser,
  renderWithStore,
  sentTo,
  stubServer,
} from '../testing/shareServer';

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const origin = window.location.origin;

function tabNames() {
  return screen.getAllByRole('tab').map((tab) => tab.textContent);
}

test('is a labelled dialog whose first tab takes focus; Close calls onClose', async () => {
  stubServer(makeUser());
  const onClose = vi.fn();
  const user = userEvent.setup();
  await renderWithStore(
    <ShareDialog open onClose={onClose} dataset={makeDataset()} kind="dataset" />,
  );
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveAccessibleName('Share “World City Temperatures”');
  const first = await screen.findByRole('tab', { name: 'Direct Link' });
  await waitFor(() => expect(first).toHaveFocus());
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Direct Link');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a teacher gets Direct Link, Share to Class and Email; arrows move between tabs', async () => {
  stubServer(makeUser({ is_premium: false }));
  const user = userEvent.setup();
  await renderWithStore(
    <ShareDialog open onClose={() => {}} dataset={makeDataset()} kind="dataset" />,
  );
  await screen.findByRole('tab', { name: 'Direct Link' });
  expect(tabNames()).toEqual(['Direct Link', 'Share to Class', 'Email']);
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Direct Link' })).toHaveFocus());
  await user.keyboard('{ArrowRight}{Enter}');
  expect(screen.getByRole('tab', { name: 'Share to Class' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Share to Class');
});

test('a student has no Share to Class tab', async () => {
  stubServer(makeUser({ type: 'student', username: 'student' }));
  await renderWithStore(
    <ShareDialog open onClose={() => {}} dataset={makeDataset()} kind="dataset" />,
  );
  await screen.findByRole('tab', { name: 'Direct Link' });
  expect(tabNames()).toEqual(['Direct Link', 'Email']);
});

test('activities and data stories only get Direct Link and Email, even for a teacher', async () => {
  const requests = stubServer(makeUser());
  await renderWithStore(
    <ShareDialog
      open
      onClose={() => {}}
      content={{ type: 'activity', id: 3, title: 'Hot Cities', url: '/activities/hot-cities/' }}
    />,
  );
  expect(await screen.findByRole('dialog')).toHaveAccessibleName('Share “Hot Cities”');
  await screen.findByRole('tab', { name: 'Direct Link' });
  expect(tabNames()).toEqual(['Direct Link', 'Email']);
  await waitFor(() => expect(screen.getByLabelText('Link')).toHaveValue(SHORT_URL));
  const [request] = sentTo(requests, 'POST', '/api/misc/get_short_url/');
  await expect(request?.json()).resolves.toEqual({
    url: `${origin}/activities/hot-cities/`,
    type: 'activity',
    id: 3,
  });
});

test('asks for the short link with url, type and id, shows it and copies it', async () => {
  const requests = stubServer(makeUser());
  const user = userEvent.setup();
  await renderWithStore(
    <ShareDialog open onClose={() => {}} dataset={makeDataset()} kind="user-dataset" />,
  );
  const link = await screen.findByLabelText('Link');
  await waitFor(() => expect(link).toHaveValue(SHORT_URL));
  const sent = sentTo(requests, 'POST', '/api/misc/get_short_url/');
  expect(sent).toHaveLength(1);
  await expect(sent[0]?.json()).resolves.toEqual({
    url: `${origin}/datasets/world-city-temperatures/`,
    type: 'userdataset',
    id: 7,
  });
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Copied successfully')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(SHORT_URL);
});

test('when the short link call fails, the link is origin plus path', async () => {
  stubServer(makeUser(), { 'POST /api/misc/get_short_url/': () => json({ detail: 'x' }, 500) });
  await renderWithStore(
    <ShareDialog
      open
      onClose={() => {}}
      dataset={makeDataset({ get_absolute_url: '/datasets/world-city-temperatures/?tab=2#top' })}
      kind="dataset"
    />,
  );
  const link = await screen.findByLabelText('Link');
  await waitFor(() => expect(link).toHaveValue(`${origin}/datasets/world-city-temperatures/`));
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
});

test.each([
  ['Private', 'Private (Only Me)'],
  ['Public', 'Public (Anyone with the link)'],
])('shows a %s dataset as %s', async (privacy, shown) => {
  stubServer(makeUser());
  await renderWithStore(
    <ShareDialog
      open
      onClose={() => {}}
      dataset={makeDataset({ privacy, access_type: privacy })}
      kind="dataset"
    />,
  );
  const panel = await screen.findByRole('tabpanel');
  expect(panel).toHaveTextContent(`Privacy: ${shown}`);
});

test('nothing is asked while the dialog is closed', async () => {
  const requests = stubServer(makeUser());
  await renderWithStore(
    <ShareDialog open={false} onClose={() => {}} dataset={makeDataset()} kind="dataset" />,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sentTo(requests, 'POST', '/api/misc/get_short_url/')).toHaveLength(0);
  expect(screen.queryByRole('dialog')).toBeNull();
});
