import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { ContentLabels, ELD_TOOLTIP, JUNIOR_TOOLTIP, PREMIUM_TOOLTIP } from './ContentLabels';
import { student } from '../testing/fixtures';

const ELD = [{ slug: 'eld-support', name: 'ELD support' }];

function show(
  content: { is_premium: boolean; is_tuva_jr?: boolean },
  user: User | null,
  labels = ELD,
) {
  render(
    <ThemeProvider theme={theme}>
      <ContentLabels content={content} labels={labels} user={user} />
    </ThemeProvider>,
  );
}

test('premium content is locked for a free user; the tooltip opens on keyboard focus', async () => {
  show({ is_premium: true }, student, []);
  expect(screen.getByText('Premium')).toBeInTheDocument();
  await userEvent.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(PREMIUM_TOOLTIP);
  expect(screen.getByTestId('lesson-player.lock')).toHaveAccessibleDescription(PREMIUM_TOOLTIP);
});

test('junior premium content names the Jr. subscription', async () => {
  show({ is_premium: true, is_tuva_jr: true }, null, []);
  await userEvent.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(JUNIOR_TOOLTIP);
});

test('the matching subscription removes the lock', () => {
  show({ is_premium: true }, { ...student, is_premium: true }, []);
  expect(screen.queryByTestId('lesson-player.lock')).not.toBeInTheDocument();
});

test('a Jr. subscriber opens junior premium content', () => {
  show({ is_premium: true, is_tuva_jr: true }, { ...student, is_jr: true }, []);
  expect(screen.queryByTestId('lesson-player.lock')).not.toBeInTheDocument();
});

test('free content has no lock; the ELD label explains itself by keyboard too', async () => {
  show({ is_premium: false }, student);
  expect(screen.queryByTestId('lesson-player.lock')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByTestId('lesson-player.eld')).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(ELD_TOOLTIP);
});

test('content without the eld-support label has no ELD label', () => {
  show({ is_premium: false }, student, [{ slug: 'other', name: 'Other' }]);
  expect(screen.queryByTestId('lesson-player.eld')).not.toBeInTheDocument();
});

test('the tooltip shows while the pointer is over the label and hides on Escape', async () => {
  show({ is_premium: true }, student, []);
  const lock = screen.getByTestId('lesson-player.lock');
  await userEvent.hover(lock);
  expect(screen.getByRole('tooltip')).toHaveTextContent(PREMIUM_TOOLTIP);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await userEvent.unhover(lock);
  await userEvent.hover(lock);
  expect(screen.getByRole('tooltip')).toBeVisible();
  await userEvent.unhover(lock);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
