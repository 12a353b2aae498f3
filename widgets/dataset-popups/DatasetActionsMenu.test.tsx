import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@courses/runtime';
import {
  bikeDataset,
  cityDataset,
  mainConfig,
  premiumTeacher,
  renderWidget,
  staffTeacher,
  stubServer,
  student,
  teacher,
} from './testing/fakeServer';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function menuItems(): Promise<HTMLElement[]> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Dataset actions' }));
  return within(await screen.findByRole('menu')).getAllByRole('menuitem');
}

function labels(items: HTMLElement[]): string[] {
  return items.map((item) => item.textContent ?? '');
}

test.each<[string, User | null, string[]]>([
  ['a visitor', null, ['Table View', 'View']],
  ['a student', student, ['Table View', 'View']],
  ['a teacher', teacher, ['Table View', 'View', 'Notes/History', 'Metadata Changes']],
  [
    'a staff teacher who owns the course dataset',
    staffTeacher,
    ['Table View', 'Edit/Review', 'Notes/History', 'Metadata Changes', 'Edit In Django'],
  ],
])('the menu of %s', async (_who, user, expected) => {
  stubServer({ user });
  await renderWidget();
  expect(labels(await menuItems())).toEqual(expected);
});

test('the owner of a user dataset gets Edit/Review and Delete; Gsheet link only with Google Drive access', async () => {
  stubServer({
    user: premiumTeacher,
    dataset: { ...bikeDataset, gdrive_url: 'https://docs.google.com/spreadsheets/d/bike/edit' },
    config: { ...mainConfig, google: true },
  });
  await renderWidget({ code: 'my-bike-rides' });
  const items = await menuItems();
  expect(labels(items)).toEqual([
    'Gsheet link',
    'Table View',
    'Edit/Review',
    'Notes/History',
    'Metadata Changes',
    'Delete',
  ]);
  const [gsheet, tableView, editReview] = items;
  expect(gsheet).toHaveAttribute('href', 'https://docs.google.com/spreadsheets/d/bike/edit');
  expect(gsheet).toHaveAttribute('target', '_blank');
  expect(tableView).toHaveAttribute('href', '/tableview/dataset/my-bike-rides/');
  expect(editReview).toHaveAttribute(
    'href',
    '/dataset-uploader/partner/4/review/?from=/datasets/&update=1',
  );
});

test('no Gsheet link without Google Drive access, even when the dataset has a sheet', async () => {
  stubServer({ user: teacher, config: { ...mainConfig, google: false } });
  await renderWidget();
  expect(labels(await menuItems())).not.toContain('Gsheet link');
});

test('Edit In Django links to the admin URL of a course dataset', async () => {
  stubServer({ user: staffTeacher });
  await renderWidget();
  const django = (await menuItems()).find((item) => item.textContent === 'Edit In Django');
  expect(django).toHaveAttribute('href', '/admin/datasets/dataset/1/change/');
});

test('a non-owner reads View, linked to the dataset page', async () => {
  stubServer({ user: teacher });
  await renderWidget();
  const view = (await menuItems()).find((item) => item.textContent === 'View');
  expect(view).toHaveAttribute('href', '/datasets/world-city-temperatures/');
});

test('a course dataset without an admin URL gets no Edit In Django, even for staff', async () => {
  stubServer({ user: staffTeacher, dataset: { ...cityDataset, admin_url: null } });
  await renderWidget();
  expect(labels(await menuItems())).not.toContain('Edit In Django');
});

test('the menu opens and runs from the keyboard, and a popup gives focus back to the menu button', async () => {
  stubServer({ user: teacher, lists: { staff_notes: [] } });
  await renderWidget();
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Dataset actions' });
  button.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  expect(menu).toHaveAccessibleName('Dataset actions');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Notes/History' })).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', {
    name: 'Notes/History: World City Temperatures',
  });
  expect(dialog).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(button).toHaveFocus());
});
