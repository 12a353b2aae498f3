import { waitFor } from '@testing-library/react';
import { createBrowserHistory } from './history';

beforeEach(() => window.history.replaceState(null, '', '/courses/climate/step-1/'));

it('shows a move at once and writes the address bar just after', async () => {
  const history = createBrowserHistory();
  const seen: string[] = [];
  history.listen(() => seen.push(history.location.pathname));
  const length = window.history.length;

  history.push('/courses/climate/step-2/?from=next#top');
  expect(history.location).toMatchObject({
    pathname: '/courses/climate/step-2/',
    search: '?from=next',
    hash: '#top',
  });
  expect(history.action).toBe('PUSH');
  expect(seen).toEqual(['/courses/climate/step-2/']);
  // Not yet in the address bar: that waits for the paint.
  expect(window.location.pathname).toBe('/courses/climate/step-1/');

  await waitFor(() => expect(window.location.pathname).toBe('/courses/climate/step-2/'));
  expect(window.location.search).toBe('?from=next');
  expect(window.history.length).toBe(length + 1);
  expect(window.history.state).toEqual({ key: history.location.key });
});

it('writes moves in the order they were made, even two in one frame', async () => {
  const history = createBrowserHistory();
  const length = window.history.length;
  history.push('/courses/climate/step-2/');
  history.replace('/courses/climate/step-3/');
  // The first move reached the address bar before the second was made.
  expect(window.location.pathname).toBe('/courses/climate/step-2/');
  await waitFor(() => expect(window.location.pathname).toBe('/courses/climate/step-3/'));
  expect(window.history.length).toBe(length + 1);
  expect(history.action).toBe('REPLACE');
});
