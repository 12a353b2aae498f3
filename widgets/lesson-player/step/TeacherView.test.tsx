import { screen, within } from '@testing-library/react';
import {
  CHECKABLE_CONTENT,
  FakeServer,
  makeStep,
  renderStep,
  student,
  teacher,
} from '../testing/renderStep';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

test('a teacher sees the answer key and Feedback, each labelled TEACHER ONLY', async () => {
  new FakeServer().install();
  await renderStep({ user: teacher, teacherReview: true, step: makeStep(CHECKABLE_CONTENT) });
  const key = screen.getByRole('region', { name: 'Answer key (teacher only)' });
  expect(within(key).getByText('TEACHER ONLY')).toBeInTheDocument();
  expect(within(key).getByText('Which city has the warmer January?: Lima')).toBeInTheDocument();
  expect(within(key).getByText('Which city warms fastest in spring?: Madrid')).toBeInTheDocument();
  expect(screen.getAllByText('TEACHER ONLY')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
});

test('in the student view the teacher-only parts are gone', async () => {
  new FakeServer().install();
  await renderStep({ user: teacher, teacherReview: true, studentView: true });
  expect(screen.queryByText('TEACHER ONLY')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Answer key/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
});

test('a student never sees teacher-only parts', async () => {
  new FakeServer().install();
  await renderStep({ user: student });
  expect(screen.queryByText('TEACHER ONLY')).not.toBeInTheDocument();
  expect(screen.queryByText(/Answer key/)).not.toBeInTheDocument();
});
