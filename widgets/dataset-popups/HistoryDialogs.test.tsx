import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bikeDataset,
  premiumTeacher,
  renderWidget,
  stubServer,
  teacher,
} from './testing/fakeServer';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openFromMenu(item: string, dialogName: RegExp): Promise<HTMLElement> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Dataset actions' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog', { name: dialogName });
}

function pathsOf(requests: Request[]): string[] {
  return requests.map((request) => {
    const url = new URL(request.url);
    return `${request.method} ${url.pathname}${url.search}`;
  });
}

test('Notes/History shows the notes, then the history on its tab', async () => {
  const server = stubServer({
    user: teacher,
    lists: {
      staff_notes: [
        { note: 'Lima corrected.', created_at: '2024-09-02T10:05:00Z', added_by: 'staff_teacher' },
      ],
      history: [{ changes: 'Added Auckland and Lagos.', date: '2024-08-20T14:00:00Z' }],
    },
  });
  await renderWidget();
  const dialog = await openFromMenu('Notes/History', /^Notes\/History/);
  const notesTab = within(dialog).getByRole('tab', { name: 'Notes' });
  expect(notesTab).toHaveAttribute('aria-selected', 'true');
  expect(await within(dialog).findByText('Lima corrected.')).toBeInTheDocument();
  expect(within(dialog).getByText(/staff_teacher/)).toBeInTheDocument();
  expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('Notes');

  await userEvent.setup().click(within(dialog).getByRole('tab', { name: 'History' }));
  expect(await within(dialog).findByText('Added Auckland and Lagos.')).toBeInTheDocument();
  expect(within(dialog).queryByText('Lima corrected.')).toBeNull();
  expect(pathsOf(server.requests)).toEqual(
    expect.arrayContaining([
      'GET /api/datasets/notes/1/?type=dataset',
      'GET /api/datasets/history/1/?type=dataset',
    ]),
  );
});

test("empty notes and history say 'No Results Found.'", async () => {
  stubServer({ user: teacher, lists: { staff_notes: [], history: [] } });
  await renderWidget();
  const dialog = await openFromMenu('Notes/History', /^Notes\/History/);
  expect(await within(dialog).findByText('No Results Found.')).toBeInTheDocument();
  await userEvent.setup().click(within(dialog).getByRole('tab', { name: 'History' }));
  expect(await within(dialog).findByText('No Results Found.')).toBeInTheDocument();
  expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('History');
});

test('a user dataset asks the user-dataset area for its notes', async () => {
  const server = stubServer({ user: premiumTeacher, dataset: bikeDataset });
  await renderWidget({ code: 'my-bike-rides' });
  const dialog = await openFromMenu('Notes/History', /^Notes\/History/);
  expect(await within(dialog).findByText('No Results Found.')).toBeInTheDocument();
  expect(pathsOf(server.requests)).toContain('GET /api/user-dataset/notes/4/?type=userdataset');
});

test("empty metadata history says 'No Results Found.'", async () => {
  const server = stubServer({ user: teacher, lists: { metadata_history: [] } });
  await renderWidget();
  const dialog = await openFromMenu('Metadata Changes', /^Metadata Changes/);
  expect(await within(dialog).findByText('No Results Found.')).toBeInTheDocument();
  expect(pathsOf(server.requests)).toContain('GET /api/datasets/metadata-history/1/?type=dataset');
});

test('Metadata Changes lists each change and compares previous with current metadata', async () => {
  stubServer({
    user: teacher,
    lists: {
      metadata_history: [
        {
          dataset_name: 'World City Temperatures',
          date: '2024-09-02T10:00:00Z',
          added_by: { username: 'staff_teacher' },
          previous_metadata: { title: 'Cities', period: '1981–2010', cases: 18 },
          current_metadata: {
            title: 'Cities',
            period: '1991–2020',
            cases: 20,
            license: 'CC BY 4.0',
          },
        },
      ],
    },
  });
  await renderWidget();
  const user = userEvent.setup();
  const dialog = await openFromMenu('Metadata Changes', /^Metadata Changes/);
  const list = await within(dialog).findByRole('table', { name: 'Metadata Changes' });
  const [, row] = within(list).getAllByRole('row');
  expect(row).toHaveTextContent('World City Temperatures');
  expect(row).toHaveTextContent('staff_teacher');
  expect(row).toHaveTextContent('2024');

  await user.click(within(list).getByRole('button', { name: /^Compare Metadata/ }));
  expect(within(dialog).getByRole('heading', { name: 'Compare Metadata' })).toHaveFocus();
  const table = within(dialog).getByRole('table', { name: 'Compare Metadata' });
  const cells = (key: string) =>
    within(
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${key}`) })
        .closest('tr') as HTMLElement,
    )
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells('period')).toEqual(['1981–2010', '1991–2020']);
  expect(cells('cases')).toEqual(['18', '20']);
  expect(cells('license')).toEqual(['', 'CC BY 4.0']);
  expect(cells('title')).toEqual(['Cities', 'Cities']);
  expect(within(table).getByRole('rowheader', { name: 'period (changed)' })).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: 'title' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Back to Metadata Changes' }));
  expect(within(dialog).getByRole('button', { name: /^Compare Metadata/ })).toHaveFocus();
});
