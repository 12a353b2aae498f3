/** A main widget holds the page busy until its first view is shown (`holdsPageUntilShown`). */
import { act, useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { whenPageFree } from '../ui/pageBusy';
import { defineWidget } from './defineWidget';
import { useFirstViewShown } from './firstView';

function slot(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

function FirstView() {
  useFirstViewShown();
  return <h1>The step</h1>;
}

/** Shows "Loading" until `show` is called, then its first view. */
function mainWidget(options: { crash?: boolean } = {}) {
  let show = () => {};
  const mount = defineWidget({
    name: 'main',
    props: v.object({}),
    holdsPageUntilShown: true,
    Component: function Main() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        show = () => setShown(true);
      }, []);
      if (options.crash) throw new Error('boom');
      return shown ? <FirstView /> : <p>Loading</p>;
    },
  });
  return { mount, show: () => act(() => show()) };
}

/** Lets the page's idle moments pass (whenIdle falls back to a 200 ms timer here). */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 450)));

afterEach(() => {
  document.body.innerHTML = '';
});

test('work waiting for a free page starts once the main widget shows its first view', async () => {
  const { mount, show } = mainWidget();
  await act(async () => {
    mount(slot(), {});
  });
  const optional = vi.fn();
  whenPageFree(optional);
  await idle();
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(optional).not.toHaveBeenCalled();
  await show();
  expect(screen.getByRole('heading', { name: 'The step' })).toBeInTheDocument();
  await idle();
  expect(optional).toHaveBeenCalledTimes(1);
});

test('a main widget unmounted, or crashed, before its first view holds nothing', async () => {
  const { mount } = mainWidget();
  let unmount = () => {};
  await act(async () => {
    unmount = mount(slot(), {});
  });
  act(() => unmount());
  const afterUnmount = vi.fn();
  whenPageFree(afterUnmount);
  await idle();
  expect(afterUnmount).toHaveBeenCalledTimes(1);

  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const crashing = mainWidget({ crash: true });
  await act(async () => {
    crashing.mount(slot(), {});
  });
  expect(screen.getByTestId('widget.crashed')).toBeInTheDocument();
  const afterCrash = vi.fn();
  whenPageFree(afterCrash);
  await idle();
  expect(afterCrash).toHaveBeenCalledTimes(1);
  errors.mockRestore();
});

test('a first view that never comes holds the page for FIRST_VIEW_WAIT_MS at most', async () => {
  vi.useFakeTimers();
  try {
    const { mount } = mainWidget();
    await act(async () => {
      mount(slot(), {});
    });
    const optional = vi.fn();
    whenPageFree(optional);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(optional).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(optional).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});
