import { act, render, screen } from '@testing-library/react';
import { openedLazily } from './openedLazily';

function Panel({ open, label }: { open: boolean; label: string }) {
  return <p>{open ? `open: ${label}` : `closed: ${label}`}</p>;
}

it('loads the dialog on its first opening and keeps it rendered after it closes', async () => {
  const load = vi.fn(() => Promise.resolve(Panel));
  const LazyPanel = openedLazily(load);
  const { rerender } = render(<LazyPanel open={false} label="A" />);
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText(/A/)).toBeNull();

  rerender(<LazyPanel open label="A" />);
  expect(await screen.findByText('open: A')).toBeInTheDocument();
  await act(async () => rerender(<LazyPanel open={false} label="A" />));
  expect(screen.getByText('closed: A')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
