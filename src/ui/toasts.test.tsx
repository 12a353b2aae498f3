import { act } from 'react';
import { screen } from '@testing-library/react';
import { TOAST_AUTO_HIDE_MS, ensureToastArea, toast } from './toasts';

test('one toast area for the page, at top right, and toasts close themselves after 3000 ms', async () => {
  // notistack loads with the area (real timers: the import must settle).
  await act(async () => {
    await Promise.all([ensureToastArea(), ensureToastArea()]);
  });
  expect(document.querySelectorAll('div[data-courses-toasts]')).toHaveLength(1);
  vi.useFakeTimers();

  await act(async () => toast('Copied successfully', 'success'));
  const message = screen.getByText('Copied successfully');
  const container = message.closest('.notistack-SnackbarContainer');
  const style = getComputedStyle(container as Element);
  // Anchored top right: notistack sets top and right, and leaves bottom and left unset.
  expect([style.top, style.right, style.bottom, style.left]).toEqual(['14px', '20px', '', '']);
  // Above an open dialog (the modal layer is 9999); happy-dom ignores !important, so the rule
  // that lifts the container is checked rather than the computed value.
  expect(container?.classList.contains('courses-toast-container')).toBe(true);
  expect(document.querySelector('style[data-courses-toasts]')?.textContent).toContain(
    '.courses-toast-container{z-index:10000 !important}',
  );

  await act(async () => vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 100));
  expect(screen.queryByText('Copied successfully')).not.toBeNull();
  // Past the 3000 ms (and the exit animation) the toast is gone without anyone closing it.
  for (let step = 0; step < 10; step++) await act(async () => vi.advanceTimersByTime(200));
  expect(screen.queryByText('Copied successfully')).toBeNull();
  vi.useRealTimers();
});

test('the first toast of a page shows even when nothing created the toast area before', async () => {
  document.querySelectorAll('[data-courses-toasts]').forEach((element) => element.remove());
  await act(async () => toast('URL copied successfully', 'info'));
  expect(await screen.findByText('URL copied successfully')).toBeInTheDocument();
});

test('toasts asked for before notistack has loaded show, in order', async () => {
  document.querySelectorAll('[data-courses-toasts]').forEach((element) => element.remove());
  await act(async () => {
    toast('First', 'info');
    toast('Second', 'success');
  });
  await screen.findByText('Second');
  const texts = Array.from(document.querySelectorAll('[data-courses-toasts] #notistack-snackbar'));
  expect(texts.map((element) => element.textContent)).toEqual(['First', 'Second']);
});
