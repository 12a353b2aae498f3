import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@courses/runtime';
import {
  cityDataset,
  mainConfig,
  premiumStudent,
  premiumTeacher,
  renderWidget,
  stubServer,
  student,
  teacher,
} from './testing/fakeServer';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openAbout(): Promise<HTMLElement> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'About' }));
  return screen.findByRole('dialog', { name: 'About World City Temperatures' });
}

test('shows the description as markup, tag panels, guide docs and sources', async () => {
  stubServer({ user: teacher });
  await renderWidget();
  const about = await openAbout();
  const description = within(about).getByRole('region', { name: 'Description' });
  expect(within(description).getByText('air').tagName).toBe('STRONG');
  const subjects = within(about).getByRole('region', { name: 'Subjects' });
  expect(within(subjects).getByRole('link', { name: 'Earth Science' })).toHaveAttribute(
    'href',
    '/search/?q=Earth%20Science',
  );
  expect(within(about).getByRole('region', { name: 'Grades' })).toBeInTheDocument();
  expect(within(about).getByRole('link', { name: 'Teacher guide' })).toHaveAttribute(
    'href',
    '/docs/guide.txt',
  );
  expect(within(about).getByRole('link', { name: 'WMO Normals' })).toHaveAttribute(
    'href',
    'https://wmo.example/',
  );
  expect(within(about).getByText('(Organization)')).toBeInTheDocument();
});

test('junior content links its tags under the junior path prefix', async () => {
  stubServer({ user: teacher, dataset: { ...cityDataset, is_tuva_jr: true } });
  await renderWidget();
  const about = await openAbout();
  expect(within(about).getByRole('link', { name: 'Math' })).toHaveAttribute(
    'href',
    '/jr/search/?q=Math',
  );
});

test.each<[string, User]>([
  ['a student', student],
  ['a premium student', premiumStudent],
])('%s sees no tag panels', async (_who, user) => {
  stubServer({ user });
  await renderWidget();
  const about = await openAbout();
  expect(within(about).getByRole('region', { name: 'Description' })).toBeInTheDocument();
  expect(within(about).queryByRole('region', { name: 'Subjects' })).toBeNull();
  expect(within(about).queryByRole('link', { name: 'Earth Science' })).toBeNull();
  expect(within(about).getByRole('region', { name: 'Sources' })).toBeInTheDocument();
  expect(within(about).queryByRole('link', { name: 'Download CSV' })).toBeNull();
});

test('the csv link is for premium teachers on the main app', async () => {
  stubServer({ user: premiumTeacher });
  await renderWidget();
  const about = await openAbout();
  expect(within(about).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/datasets/world-city-temperatures/csv/',
  );
});

test.each<[string, Partial<Parameters<typeof stubServer>[0]>]>([
  ['a teacher without premium', { user: teacher }],
  [
    'a premium teacher on the alternate app',
    { user: premiumTeacher, config: { ...mainConfig, isDoctrina: true } },
  ],
  ['a visitor', { user: null }],
])('no csv link for %s', async (_who, server) => {
  stubServer(server);
  await renderWidget();
  const about = await openAbout();
  expect(within(about).getByRole('region', { name: 'Sources' })).toBeInTheDocument();
  expect(within(about).queryByRole('link', { name: 'Download CSV' })).toBeNull();
});

test('the About dialog is labelled, 750px wide at most, and gives focus back to About', async () => {
  stubServer({ user: teacher });
  await renderWidget();
  const user = userEvent.setup();
  const about = await openAbout();
  expect(about.closest('.MuiDialog-paper') ?? about).toHaveStyle({ maxWidth: '750px' });
  await user.click(within(about).getByRole('button', { name: 'Close' }));
  expect(await screen.findByRole('button', { name: 'About' })).toHaveFocus();
});
