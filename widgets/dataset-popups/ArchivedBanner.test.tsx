import { screen, within } from '@testing-library/react';
import { cityDataset, renderWidget, stubServer, teacher } from './testing/fakeServer';

afterEach(() => {
  vi.unstubAllGlobals();
});

const activity = {
  id: 2,
  activity_title: 'Hill or River: Which School Is Warmer?',
  activity_type: 'Activity',
  access_url: 'hill-or-river-school',
  asked_by: { id: 6 },
  created_by: 'staff_teacher',
  source: 'Courses demo',
  modified_at: '2019-03-02T08:00:00Z',
};

test('an archived dataset says so and links its activities', async () => {
  stubServer({
    user: teacher,
    dataset: { ...cityDataset, is_archived: true, activities: [activity], no_of_activities: 1 },
  });
  await renderWidget();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('This dataset has been archived due to it being out of date.');
  expect(within(banner).getByRole('link', { name: activity.activity_title })).toHaveAttribute(
    'href',
    '/activity/hill-or-river-school/',
  );
});

test('an archived dataset without activities shows the banner alone', async () => {
  stubServer({ user: teacher, dataset: { ...cityDataset, is_archived: true } });
  await renderWidget();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent(
    /^This dataset has been archived due to it being out of date\.$/,
  );
  expect(within(banner).queryByRole('link')).toBeNull();
});

test('a current dataset shows no banner', async () => {
  stubServer({ user: teacher });
  await renderWidget();
  expect(
    await screen.findByRole('heading', { name: 'World City Temperatures' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/has been archived/)).toBeNull();
});
