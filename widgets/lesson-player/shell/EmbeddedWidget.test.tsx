import { render, screen } from '@testing-library/react';
import { EmbeddedWidget } from './EmbeddedWidget';

afterEach(() => {
  delete window.CoursesWidgets;
});

/** Lets queued microtasks (the loader calls wait for the commit to end) run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function recordLoader(): unknown[][] {
  const calls: unknown[][] = [];
  window.CoursesWidgets = Object.assign((...command: unknown[]) => void calls.push(command), {
    loaded: true as const,
  }) as unknown as NonNullable<typeof window.CoursesWidgets>;
  return calls;
}

test('mounts the nested widget through the page loader and unmounts it with the pane', async () => {
  const calls = recordLoader();
  const { unmount } = render(
    <EmbeddedWidget
      widget="data-tool"
      props={{ lessonId: 3, stepId: 6 }}
      label="Data tool: World City Temperatures"
      testId="pane"
    />,
  );
  const region = screen.getByRole('region', { name: 'Data tool: World City Temperatures' });
  await settle();
  expect(calls).toEqual([['mount', region, 'data-tool', { lessonId: 3, stepId: 6 }]]);
  unmount();
  await settle();
  expect(calls.at(-1)).toEqual(['unmount', region]);
});

test('new props unmount the old widget before the new one mounts, after the commit', async () => {
  const calls = recordLoader();
  const view = (stepId: number) => (
    <EmbeddedWidget widget="data-tool" props={{ lessonId: 3, stepId }} label="Data" testId="pane" />
  );
  const { rerender } = render(view(6));
  await settle();
  rerender(view(7));
  // Nothing happens inside the commit itself.
  expect(calls).toHaveLength(1);
  await settle();
  const region = screen.getByRole('region', { name: 'Data' });
  expect(calls.slice(1)).toEqual([
    ['unmount', region],
    ['mount', region, 'data-tool', { lessonId: 3, stepId: 7 }],
  ]);
});

test('says so instead of an empty pane when the page has no loader', () => {
  render(<EmbeddedWidget widget="data-tool" props={{}} label="Data tool" testId="pane" />);
  expect(
    screen.getByText('Data tool cannot be shown on this page: it needs the page loader.'),
  ).toBeVisible();
});
