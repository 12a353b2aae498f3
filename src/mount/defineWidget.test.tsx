import React from 'react';
import { act } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { retryableLazy } from '../ui/retryableLazy';
import { defineWidget } from './defineWidget';

function slot(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

const Greeting = defineWidget({
  name: 'greeting',
  props: v.strictObject({ name: v.string(), times: v.optional(v.number(), 1) }),
  Component: ({ name, times }) => <p>{`Hello ${name} ×${times}`}</p>,
});

afterEach(() => {
  document.body.innerHTML = '';
});

test('mounts with validated props, defaults applied, and unmounts', async () => {
  const element = slot('one');
  let unmount = () => {};
  await act(async () => {
    unmount = Greeting(element, { name: 'Ada' });
  });
  expect(screen.getByText('Hello Ada ×1')).toBeInTheDocument();
  expect(element.dataset.widget).toBe('greeting');
  expect(element.dataset.widgetState).toBe('mounted');
  act(() => unmount());
  expect(element).toBeEmptyDOMElement();
});

test('invalid props show a message naming the field in the slot and in the console', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const element = slot('bad');
  await act(async () => {
    Greeting(element, { name: 42, colour: 'red' });
  });
  expect(element.dataset.widgetState).toBe('error');
  expect(element).toHaveTextContent('name: Invalid type');
  expect(element).toHaveTextContent('colour');
  expect(errors.mock.calls.flat().join(' ')).toMatch(/greeting.*invalid props.*name/);
  errors.mockRestore();
});

test('a crash stays in its slot and the other widget keeps working', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  const Fragile = defineWidget({
    name: 'fragile',
    props: v.object({}),
    Component: () => {
      if (fail) throw new Error('boom');
      return <p>Recovered</p>;
    },
  });
  const Counter = defineWidget({
    name: 'counter',
    props: v.object({}),
    Component: function CounterView() {
      const [count, setCount] = React.useState(0);
      return <button onClick={() => setCount(count + 1)}>{`Clicked ${count}`}</button>;
    },
  });
  const fragile = slot('fragile');
  await act(async () => {
    Fragile(fragile, {});
    Counter(slot('counter'), {});
  });
  expect(fragile.dataset.widgetState).toBe('error');
  expect(screen.getByTestId('widget.crashed')).toHaveTextContent(
    "Sorry! Something went wrong, but we're looking into it.",
  );
  await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
  expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();

  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('Recovered')).toBeInTheDocument();
  expect(fragile.dataset.widgetState).toBe('mounted');
  errors.mockRestore();
});

test('a view whose code did not arrive says so, and Try again downloads it', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const load = vi
    .fn<() => Promise<() => React.JSX.Element>>()
    .mockRejectedValueOnce(new Error('Loading chunk 9 failed'))
    .mockResolvedValue(() => <p>Loaded at last</p>);
  const View = retryableLazy(load);
  const Lazy = defineWidget({
    name: 'lazy',
    props: v.object({}),
    Component: () => (
      <React.Suspense fallback={null}>
        <View />
      </React.Suspense>
    ),
  });
  await act(async () => {
    Lazy(slot('lazy'), {});
  });
  expect(await screen.findByTestId('widget.crashed')).toHaveTextContent(
    'This part of the page could not be loaded. Check your connection, then try again.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Loaded at last')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  errors.mockRestore();
});

test('refuses something that is not an element', () => {
  expect(() => Greeting(null as unknown as HTMLElement, { name: 'x' })).toThrow(/DOM element/);
});
