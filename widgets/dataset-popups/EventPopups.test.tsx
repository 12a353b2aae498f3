import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDatasetPopup, openShareDialog, type Activity } from '@courses/runtime';
import { cityDataset, renderWidget, stubServer, student, teacher } from './testing/fakeServer';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ACTIVITY: Activity = {
  id: 1,
  activity_title: 'Comparing City Climates',
  activity_type: 'Activity',
  access_url: 'comparing-city-climates',
  asked_by: { id: 6 },
  created_by: 'staff_teacher',
  source: 'Courses demo',
  modified_at: '2024-09-05T10:00:00.000Z',
};

function tabNames(): string[] {
  return screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
}

test('a listen slot opens a course dataset’s About from an event, for the reader’s role', async () => {
  const server = stubServer({ user: student });
  await renderWidget({ listen: true });
  let opened = false;
  act(() => {
    opened = openDatasetPopup({
      popup: 'about',
      courseDatasetId: 1,
      datasetName: 'World City Temperatures',
    });
  });
  expect(opened).toBe(true);
  const about = await screen.findByRole('dialog', { name: 'About World City Temperatures' });
  expect(await within(about).findByRole('region', { name: 'Description' })).toBeInTheDocument();
  // A student sees no tag panels (spec section 6).
  expect(within(about).queryByRole('region', { name: 'Subjects' })).toBeNull();
  expect(server.requests.map((r) => new URL(r.url).pathname)).toContain(
    '/api/course-dataset/1/about/',
  );
});

test('Vocabulary from an event lists the keywords', async () => {
  stubServer({
    user: teacher,
    lists: { keywords: [{ keyword: 'latitude', keyword_details: 'How far north or south.' }] },
  });
  await renderWidget({ listen: true });
  act(() => {
    openDatasetPopup({ popup: 'vocabulary', courseDatasetId: 1, datasetName: 'City' });
  });
  const dialog = await screen.findByRole('dialog', { name: 'Vocabulary: City' });
  expect(await within(dialog).findByText('latitude')).toBeInTheDocument();
});

test('a data story shared through an event gets Direct Link and Email only, even for a teacher', async () => {
  stubServer({ user: teacher });
  await renderWidget({ listen: true });
  act(() => {
    openShareDialog({
      type: 'datastory',
      id: 'the-story-of-a-heatwave',
      title: 'The Story of a Heatwave',
      url: '/courses/climate-data/x/the-story-of-a-heatwave/intro/',
    });
  });
  expect(await screen.findByRole('dialog')).toHaveAccessibleName('Share “The Story of a Heatwave”');
  await screen.findByRole('tab', { name: 'Direct Link' });
  expect(tabNames()).toEqual(['Direct Link', 'Email']);
});

test('an event of the wrong shape opens nothing and names the field', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  stubServer({ user: teacher });
  await renderWidget({ listen: true });
  const opened = openShareDialog({
    type: 'dataset' as 'activity',
    id: 1,
    title: 'x',
    url: '/x/',
  });
  expect(opened).toBe(false);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('courses:open-share'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the activity card: info popup, and Share with Direct Link and Email', async () => {
  stubServer({ user: teacher });
  await renderWidget({ activity: ACTIVITY });
  const person = userEvent.setup();
  await person.click(await screen.findByRole('button', { name: 'Activity info' }));
  const info = await screen.findByRole('dialog', {
    name: 'Activity info: Comparing City Climates',
  });
  expect(info).toHaveTextContent('Created by');
  expect(info).toHaveTextContent('staff_teacher');
  expect(info).toHaveTextContent('Courses demo');
  await person.click(within(info).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await person.click(screen.getByRole('button', { name: 'Share' }));
  await screen.findByRole('tab', { name: 'Direct Link' });
  expect(tabNames()).toEqual(['Direct Link', 'Email']);
});

test('a visitor’s Share opens the login form, not the dialog', async () => {
  window.history.replaceState(null, '', '/activity/comparing-city-climates/');
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  stubServer({ user: null, dataset: cityDataset });
  await renderWidget({ activity: ACTIVITY });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Share' }));
  expect(assign).toHaveBeenCalledWith(
    `/demo/login/?next=${encodeURIComponent('/activity/comparing-city-climates/')}`,
  );
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the dataset card lists its activities, each with its info popup', async () => {
  stubServer({ user: teacher, dataset: { ...cityDataset, activities: [ACTIVITY] } });
  await renderWidget({ datasetId: 1 });
  const person = userEvent.setup();
  const activities = await screen.findByRole('region', { name: 'Activities' });
  expect(within(activities).getByRole('link', { name: 'Comparing City Climates' })).toHaveAttribute(
    'href',
    '/activity/comparing-city-climates/',
  );
  const infoButton = within(activities).getByRole('button', {
    name: 'Activity info: Comparing City Climates',
  });
  await person.click(infoButton);
  const info = await screen.findByRole('dialog', {
    name: 'Activity info: Comparing City Climates',
  });
  expect(within(info).getByRole('link', { name: 'Open the activity' })).toHaveAttribute(
    'href',
    '/activity/comparing-city-climates/',
  );
  await person.keyboard('{Escape}');
  await waitFor(() => expect(infoButton).toHaveFocus());
  expect(await screen.findByRole('link', { name: 'Open in data tool' })).toHaveAttribute(
    'href',
    '/insert-data-instance/world-city-temperatures/',
  );
});
