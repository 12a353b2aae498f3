import { render, screen } from '@testing-library/react';
import { EmbeddedWidget } from './EmbeddedWidget';

afterEach(() => {
  delete window.CoursesWidgets;
});

test('mounts the nested widget through the page loader and unmounts it with the pane', () => {
  const calls: unknown[][] = [];
  window.CoursesWidgets = Object.assign((...command: unknown[]) => void calls.push(command), {
    loaded: true as const,
  }) as unknown as NonNullable<typeof window.CoursesWidgets>;
  const { unmount } = render(
    <EmbeddedWidget
      widget="data-tool"
      props={{ lessonId: 3, stepId: 6 }}
      label="Data tool: World City Temperatures"
      testId="pane"
    />,
  );
  const region = screen.getByRole('region', { name: 'Data tool: World City Temperatures' });
  expect(calls).toEqual([['mount', region, 'data-tool', { lessonId: 3, stepId: 6 }]]);
  unmount();
  expect(calls.at(-1)).toEqual(['unmount', region]);
});

test('says so instead of an empty pane when the page has no loader', () => {
  render(<EmbeddedWidget widget="data-tool" props={{}} label="Data tool" testId="pane" />);
  expect(
    screen.getByText('Data tool cannot be shown on this page: it needs the page loader.'),
  ).toBeVisible();
});
