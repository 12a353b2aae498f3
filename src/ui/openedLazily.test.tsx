import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAD_FAILED_MESSAGE } from './LoadBoundary';
import { menuOpenedLazily, openedLazily } from './openedLazily';

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

function FakeMenu({
  open,
  onKey,
}: {
  open: boolean;
  onKey: (key: string) => void;
  onClose?: () => void;
}) {
  if (!open) return null;
  return (
    <ul role="menu" onKeyDown={(event) => onKey(event.key)}>
      <li role="menuitem" tabIndex={-1} ref={(item) => item?.focus()}>
        Step 1
      </li>
    </ul>
  );
}

it('a menu gets the keys typed while its code loaded, in order, once it has focus', async () => {
  let finish: (menu: typeof FakeMenu) => void = () => {};
  const LazyMenu = menuOpenedLazily(
    () => new Promise<typeof FakeMenu>((resolve) => (finish = resolve)),
  );
  const keys: string[] = [];
  const onKey = (key: string) => keys.push(key);
  const { rerender } = render(
    <>
      <button type="button">Step 1 of 3</button>
      <LazyMenu open={false} onKey={onKey} />
    </>,
  );
  const button = screen.getByRole('button');
  button.focus();
  rerender(
    <>
      <button type="button">Step 1 of 3</button>
      <LazyMenu open onKey={onKey} />
    </>,
  );
  const pressed: boolean[] = [];
  for (const key of ['s', ' ', '3', 'F1']) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    pressed.push(event.defaultPrevented);
  }
  expect(pressed).toEqual([true, true, true, false]); // F1 is not the menu's
  await act(async () => finish(FakeMenu));
  expect(await screen.findByRole('menuitem')).toHaveFocus();
  expect(keys).toEqual(['s', ' ', '3']);
});

it('Escape while the menu loads closes it, as it would the menu', async () => {
  let finish: (menu: typeof FakeMenu) => void = () => {};
  const LazyMenu = menuOpenedLazily(
    () => new Promise<typeof FakeMenu>((resolve) => (finish = resolve)),
  );
  const onClose = vi.fn();
  render(<LazyMenu open onKey={() => {}} onClose={onClose} />);
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  expect(onClose).toHaveBeenCalledWith(event, 'escapeKeyDown');
  expect(event.defaultPrevented).toBe(true);
  await act(async () => finish(FakeMenu));
});

it('says in place when the code cannot be loaded, and loads it on Retry', async () => {
  const load = vi
    .fn<() => Promise<typeof Panel>>()
    .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
    .mockResolvedValue(Panel);
  const LazyPanel = openedLazily(load);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <>
      <p>typed so far</p>
      <LazyPanel open label="B" />
    </>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
  // The rest of the widget stays as it was.
  expect(screen.getByText('typed so far')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('open: B')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
  errors.mockRestore();
});

it('does not ask again by itself while the code cannot be downloaded, only on Retry', async () => {
  const load = vi.fn(() => Promise.reject<typeof Panel>(new Error('offline')));
  const LazyPanel = openedLazily(load);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<LazyPanel open label="C" />);
  await screen.findByRole('alert');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(load).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('alert');
  expect(load).toHaveBeenCalledTimes(2);
  errors.mockRestore();
});

it("passes a dialog's crash on to the widget's boundary: only a failed download is said in place", async () => {
  function Broken(): never {
    throw new Error('render failed');
  }
  const LazyBroken = openedLazily<{ open: boolean }>(() => Promise.resolve(Broken));
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  class WidgetBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
    override state = { crashed: false };
    static getDerivedStateFromError() {
      return { crashed: true };
    }
    override render() {
      return this.state.crashed ? <p>widget crashed</p> : this.props.children;
    }
  }
  render(
    <WidgetBoundary>
      <LazyBroken open />
    </WidgetBoundary>,
  );
  expect(await screen.findByText('widget crashed')).toBeInTheDocument();
  expect(screen.queryByText(LOAD_FAILED_MESSAGE)).toBeNull();
  errors.mockRestore();
});
