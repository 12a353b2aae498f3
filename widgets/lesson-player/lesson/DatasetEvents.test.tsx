import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPEN_DATASET_POPUP_EVENT, OPEN_SHARE_EVENT, type CourseDataset } from '@courses/runtime';
import { clearToasts, teacher } from '@courses/runtime/testing';
import { DatasetInfoButtons } from './DatasetInfoButtons';
import { ShareButton } from './ShareButton';

afterEach(async () => {
  await clearToasts();
  vi.restoreAllMocks();
});

const DATASET: CourseDataset = {
  id: 1,
  dataset_name: 'World City Temperatures',
  keywords: [{ id: 5, keyword: 'latitude' }],
  dataset: { column_ids: [], columns: [], rows: [], metadata: {} },
};

/** Answers one event type as a dataset-popups slot would, recording each detail. */
function answer(name: string): unknown[] {
  const details: unknown[] = [];
  const listener = (event: Event) => {
    event.preventDefault();
    details.push((event as CustomEvent).detail);
  };
  window.addEventListener(name, listener);
  onTestFinished(() => window.removeEventListener(name, listener));
  return details;
}

test('About and Vocabulary ask the page’s dataset popups for the step’s course dataset', async () => {
  const details = answer(OPEN_DATASET_POPUP_EVENT);
  render(<DatasetInfoButtons dataset={DATASET} />);
  const person = userEvent.setup();
  expect(screen.getByRole('group')).toHaveAccessibleName('Dataset: World City Temperatures');
  await person.click(screen.getByRole('button', { name: 'About the dataset' }));
  await person.click(screen.getByRole('button', { name: 'Vocabulary' }));
  expect(details).toEqual([
    { popup: 'about', courseDatasetId: 1, datasetName: 'World City Temperatures' },
    { popup: 'vocabulary', courseDatasetId: 1, datasetName: 'World City Temperatures' },
  ]);
});

test('no Vocabulary for a dataset without keywords; nobody answering says so', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<DatasetInfoButtons dataset={{ ...DATASET, keywords: [] }} />);
  expect(screen.queryByRole('button', { name: 'Vocabulary' })).toBeNull();
  await userEvent.setup().click(screen.getByRole('button', { name: 'About the dataset' }));
  expect(
    await screen.findByText("Sorry! Something went wrong, but we're looking into it."),
  ).toBeInTheDocument();
  expect(error).toHaveBeenCalled();
});

test('a data story’s Share names it by its slug; other lessons have no Share', async () => {
  const details = answer(OPEN_SHARE_EVENT);
  window.history.replaceState(null, '', '/courses/climate-data/m/the-story-of-a-heatwave/intro/');
  const lesson = {
    slug: 'the-story-of-a-heatwave',
    title: 'The Story of a Heatwave',
    lesson_type: 'datastory' as const,
  };
  const { rerender } = render(<ShareButton lesson={lesson} user={teacher} junior={false} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
  expect(details).toEqual([
    {
      type: 'datastory',
      id: 'the-story-of-a-heatwave',
      title: 'The Story of a Heatwave',
      url: '/courses/climate-data/m/the-story-of-a-heatwave/intro/',
      isJunior: false,
    },
  ]);
  rerender(
    <ShareButton lesson={{ ...lesson, lesson_type: 'task' }} user={teacher} junior={false} />,
  );
  expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
});

test('a visitor’s Share opens the login form, coming back to the lesson', async () => {
  const details = answer(OPEN_SHARE_EVENT);
  window.history.replaceState(null, '', '/courses/climate-data/m/the-story-of-a-heatwave/intro/');
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  render(
    <ShareButton
      lesson={{ slug: 'the-story-of-a-heatwave', title: 'Heatwave', lesson_type: 'datastory' }}
      user={null}
      junior={false}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
  expect(assign).toHaveBeenCalledWith(
    `/demo/login/?next=${encodeURIComponent('/courses/climate-data/m/the-story-of-a-heatwave/intro/')}`,
  );
  expect(details).toEqual([]);
});
