import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import { theme } from '@courses/runtime';
import { ControlStylesWarmUp } from './ControlStylesWarmUp';

function pageStyles(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');
}

test('renders the answer controls once, hidden, when idle, and leaves their styles in the page', async () => {
  render(
    <ThemeProvider theme={theme}>
      <ControlStylesWarmUp />
    </ThemeProvider>,
  );
  expect(screen.queryByTestId('lesson-player.style-warm-up')).toBeNull();
  expect(pageStyles()).not.toContain('MuiOutlinedInput-notchedOutline');
  const warmUp = await screen.findByTestId('lesson-player.style-warm-up');
  expect(warmUp).not.toBeVisible();
  expect(warmUp).toHaveAttribute('aria-hidden', 'true');
  expect(pageStyles()).toContain('MuiOutlinedInput-notchedOutline');
  await waitFor(() => expect(screen.queryByTestId('lesson-player.style-warm-up')).toBeNull());
  expect(pageStyles()).toContain('MuiOutlinedInput-notchedOutline');
});
