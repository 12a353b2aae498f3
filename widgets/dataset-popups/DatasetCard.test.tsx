import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bikeDataset, renderWidget, stubServer, teacher } from './testing/fakeServer';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('Share opens the share popup for this dataset and focus comes back to Share', async () => {
  stubServer({ user: teacher });
  await renderWidget();
  const user = userEvent.setup();
  const share = await screen.findByRole('button', { name: 'Share' });
  await user.click(share);
  const dialog = await screen.findByRole('dialog', { name: 'Share “World City Temperatures”' });
  expect(await within(dialog).findByRole('tab', { name: 'Direct Link' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(share).toHaveFocus();
});

test('the card names the kind of dataset: Dataset, User Dataset, with Jr. for junior ones', async () => {
  stubServer({ user: teacher });
  await renderWidget();
  const card = await screen.findByRole('region', { name: 'Dataset: World City Temperatures' });
  expect(within(card).getByText('Dataset')).toBeVisible();
  cleanup();

  stubServer({ user: teacher, dataset: bikeDataset });
  await renderWidget({ code: bikeDataset.access_url });
  const userCard = await screen.findByRole('region', { name: 'Dataset: My Bike Rides' });
  expect(within(userCard).getByText('User Dataset')).toBeVisible();
  cleanup();

  stubServer({ user: teacher, dataset: { ...bikeDataset, is_tuva_jr: true } });
  await renderWidget({ code: bikeDataset.access_url });
  expect(await screen.findByText('Jr. User Dataset')).toBeVisible();
});

test('Vocabulary lists keyword and details of the course dataset', async () => {
  const server = stubServer({
    user: null,
    lists: { keywords: [{ keyword: 'latitude', keyword_details: 'Distance north or south.' }] },
  });
  await renderWidget({ datasetId: 1, courseDatasetId: 7 });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Vocabulary' }));
  const dialog = await screen.findByRole('dialog', { name: 'Vocabulary: World City Temperatures' });
  expect(await within(dialog).findByText('latitude')).toBeInTheDocument();
  expect(within(dialog).getByText('Distance north or south.')).toBeInTheDocument();
  expect(server.requests.map((r) => new URL(r.url).pathname)).toContain(
    '/api/course-dataset/7/keywords/',
  );
});

test('no Vocabulary without a course dataset', async () => {
  stubServer({ user: teacher });
  await renderWidget({ datasetId: 1 });
  expect(await screen.findByRole('button', { name: 'About' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Vocabulary' })).toBeNull();
});

test('a dataset that cannot be loaded says so, and Retry asks again', async () => {
  const datasetCalls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
    if (path.startsWith('/api/datasets/')) datasetCalls.push(path);
    return Response.json({ detail: 'Dataset not found.' }, { status: 404 });
  });
  await renderWidget({ code: 'missing' });
  expect(
    await screen.findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeInTheDocument();
  expect(datasetCalls).toEqual(['/api/datasets/missing/']);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(datasetCalls).toHaveLength(2));
});
