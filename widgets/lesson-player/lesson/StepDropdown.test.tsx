import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@courses/runtime/testing';
import { StepDropdown } from './StepDropdown';
import { step } from '../testing/fixtures';

const steps = Array.from({ length: 12 }, (_, i) => step(i + 1, i + 1, i % 3));

const items = () => screen.getAllByRole('menuitem');
/** Moves the faked clock on: the type-ahead reads performance.now. */
const wait = (ms: number) => vi.advanceTimersByTime(ms);

async function openMenu(currentIndex: number) {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <StepDropdown steps={steps} currentIndex={currentIndex} onSelect={onSelect} />
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: `Step ${currentIndex + 1} of 12` }));
  await waitFor(() => expect(items()[currentIndex]).toHaveFocus());
  return { user, onSelect };
}

/** Types one character, then lets `pause` ms pass. */
async function typeSlowly(user: ReturnType<typeof userEvent.setup>, text: string, pause: number) {
  for (const char of text) {
    await user.keyboard(char);
    wait(pause);
  }
}

// Only the clock is faked: the menu's transitions and user-event keep their real timers.
beforeEach(() => vi.useFakeTimers({ toFake: ['performance', 'Date'] }));
afterEach(() => vi.useRealTimers());

test("typing 'step 3' focuses Step 3, though MUI's own search would have reset after 500 ms", async () => {
  const { user, onSelect } = await openMenu(0);
  await typeSlowly(user, 's', 900);
  // One step down: every label begins with 's'. MUI's search, had it run too, would go on.
  expect(items()[1]).toHaveFocus();
  await typeSlowly(user, 'tep 3', 900);
  expect(items()[2]).toHaveFocus();
  // The space was part of the search: it selected nothing and the menu is still open.
  expect(onSelect).not.toHaveBeenCalled();
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith(steps[2]);
});

test('the step number works alone, and the buffer starts afresh after 1 second', async () => {
  const { user } = await openMenu(4);
  await user.keyboard('1');
  expect(items()[0]).toHaveFocus();
  wait(999);
  await user.keyboard('2');
  expect(items()[11]).toHaveFocus();
  wait(1001);
  await user.keyboard('2');
  expect(items()[1]).toHaveFocus();
});

test('the question count is not searched', async () => {
  // Step 1's whole text is 'Step 10 questions': searched as a whole it would answer 'step 10'
  // (from Step 12, 's' goes round to Step 1 and the search goes on from there).
  const { user } = await openMenu(11);
  expect(items()[0]).toHaveTextContent('Step 10 questions');
  await user.keyboard('step 10');
  expect(items()[9]).toHaveFocus();
});

test('a space before any typing still selects the focused step', async () => {
  const { user, onSelect } = await openMenu(0);
  await user.keyboard('3');
  expect(items()[2]).toHaveFocus();
  wait(1000);
  await user.keyboard(' ');
  expect(onSelect).toHaveBeenCalledWith(steps[2]);
});
