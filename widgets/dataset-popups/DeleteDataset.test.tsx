import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@courses/runtime/testing';
import {
  bikeDataset,
  premiumTeacher,
  renderWidget,
  staffTeacher,
  stubServer,
  teacher,
} from './testing/fakeServer';

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDelete() {
  const person = userEvent.setup();
  await person.click(await screen.findByRole('button', { name: 'Dataset actions' }));
  await person.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  return { person, dialog: await screen.findByRole('alertdialog') };
}

test('the owner confirms Delete: the server deletes it and the card says so', async () => {
  const server = stubServer({ user: premiumTeacher, dataset: bikeDataset });
  await renderWidget({ code: 'my-bike-rides' });
  const { person, dialog } = await openDelete();
  expect(dialog).toHaveAccessibleName('Delete “My Bike Rides”?');
  // Cancel has the focus: Enter out of habit keeps the data.
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await person.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const status = await screen.findByTestId('dataset-popups.deleted');
  expect(status).toHaveTextContent('“My Bike Rides” has been deleted.');
  expect(within(status).getByRole('link', { name: 'All datasets' })).toHaveAttribute(
    'href',
    '/datasets/',
  );
  await waitFor(() => expect(status).toHaveFocus());
  const deletes = server.requests.filter((r) => r.method === 'DELETE');
  expect(deletes.map((r) => new URL(r.url).pathname)).toEqual(['/api/user-dataset/my-bike-rides/']);
  expect(screen.queryByRole('heading', { name: 'My Bike Rides' })).toBeNull();
});

test('Cancel keeps the dataset and sends nothing', async () => {
  const server = stubServer({ user: premiumTeacher, dataset: bikeDataset });
  await renderWidget({ code: 'my-bike-rides' });
  const { person, dialog } = await openDelete();
  await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.getByRole('heading', { name: 'My Bike Rides' })).toBeInTheDocument();
  expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
});

test('a refused Delete shows the generic error and the dialog stays', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubServer({ user: premiumTeacher, dataset: bikeDataset, deleteStatus: 403 });
  await renderWidget({ code: 'my-bike-rides' });
  const { person, dialog } = await openDelete();
  await person.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  expect(screen.queryByTestId('dataset-popups.deleted')).toBeNull();
});

test.each([
  ['a teacher who may see it', teacher],
  ['staff', staffTeacher],
])('%s gets no Delete on somebody else’s dataset', async (_who, user) => {
  stubServer({ user, dataset: { ...bikeDataset, privacy: 'Public', access_type: 'Public' } });
  await renderWidget({ code: 'my-bike-rides' });
  const person = userEvent.setup();
  await person.click(await screen.findByRole('button', { name: 'Dataset actions' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(1);
  expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
});

test('type-ahead keeps the typed letters for 1 second, not MUI’s half second', async () => {
  let now = 10_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  stubServer({ user: premiumTeacher, dataset: bikeDataset });
  await renderWidget({ code: 'my-bike-rides' });
  const person = userEvent.setup();
  await person.click(await screen.findByRole('button', { name: 'Dataset actions' }));
  const menu = await screen.findByRole('menu');
  const item = (name: string) => within(menu).getByRole('menuitem', { name });
  await person.keyboard('d');
  expect(item('Delete')).toHaveFocus();
  // 0.7 s later the buffer is "de": still Delete (a 0.5 s buffer would read "e": Edit/Review).
  now += 700;
  await person.keyboard('e');
  expect(item('Delete')).toHaveFocus();
  // After a full second of quiet a new search starts.
  now += 1000;
  await person.keyboard('e');
  expect(item('Edit/Review')).toHaveFocus();
});
