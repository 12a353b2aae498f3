import { act } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeSnackbar } from 'notistack';
import {
  bikeDataset,
  cityDataset,
  premiumTeacher,
  renderWidget,
  staffTeacher,
  stubServer,
  teacher,
} from './testing/fakeServer';

afterEach(async () => {
  // The page's one toast area outlives each test: empty it so no test sees another's toasts.
  act(() => closeSnackbar());
  await waitFor(() => expect(document.querySelector('.notistack-MuiContent')).toBeNull());
  vi.unstubAllGlobals();
});

function patches(requests: Request[]): Request[] {
  return requests.filter((request) => request.method === 'PATCH');
}

test('the owner of a user dataset makes it public with PATCH /api/user-dataset/{code}/', async () => {
  const server = stubServer({ user: premiumTeacher, dataset: bikeDataset });
  await renderWidget({ code: 'my-bike-rides' });
  const select = await screen.findByRole('combobox', { name: 'Privacy' });
  expect(select).toHaveDisplayValue('Private (Only Me)');
  await userEvent.setup().selectOptions(select, 'Public (Anyone with the link)');
  await waitFor(() => expect(patches(server.requests)).toHaveLength(1));
  const [patch] = patches(server.requests);
  expect(new URL(patch?.url ?? '').pathname).toBe('/api/user-dataset/my-bike-rides/');
  await expect(patch?.json()).resolves.toEqual({ dataset_privacy: 'Public' });
  await waitFor(() => expect(select).toHaveDisplayValue('Public (Anyone with the link)'));
  expect(screen.queryByText("Sorry! Something went wrong, but we're looking into it.")).toBeNull();
});

test('the owner of a product dataset uses PATCH /api/datasets/{code}/', async () => {
  const server = stubServer({ user: staffTeacher, dataset: cityDataset });
  await renderWidget();
  const select = await screen.findByRole('combobox', { name: 'Privacy' });
  await userEvent.setup().selectOptions(select, 'Private (Only Me)');
  await waitFor(() => expect(patches(server.requests)).toHaveLength(1));
  expect(new URL(patches(server.requests)[0]?.url ?? '').pathname).toBe(
    '/api/datasets/world-city-temperatures/',
  );
});

test('a failed change shows the generic error and restores the old value', async () => {
  const server = stubServer({ user: premiumTeacher, dataset: bikeDataset, patchStatus: 500 });
  await renderWidget({ code: 'my-bike-rides' });
  const select = await screen.findByRole('combobox', { name: 'Privacy' });
  await userEvent.setup().selectOptions(select, 'Public (Anyone with the link)');
  expect(
    await screen.findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeInTheDocument();
  expect(select).toHaveDisplayValue('Private (Only Me)');
  expect(patches(server.requests)).toHaveLength(1);
});

test('anybody but the owner reads the privacy and cannot change it', async () => {
  stubServer({ user: teacher, dataset: cityDataset });
  await renderWidget();
  expect(await screen.findByText('Privacy: Public (Anyone with the link)')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Privacy' })).toBeNull();
});
