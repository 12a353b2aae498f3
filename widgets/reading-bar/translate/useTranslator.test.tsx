import { act, renderHook, waitFor } from '@testing-library/react';
import { TRANSLATOR_ERRORS } from './translatorError';
import { useTranslator } from './useTranslator';

// The translation library loads with the provider; here it fails to arrive (a dropped connection).
vi.mock('./loadTranslator', () => {
  throw new Error('Loading chunk failed');
});

afterEach(() => {
  vi.restoreAllMocks();
});

test('a bar left in English does not load the translation library', () => {
  const { result } = renderHook(() => useTranslator(document.body));
  expect(result.current.state).toEqual({ status: 'idle' });
});

test('a translation library that does not load is a download failure, reported and retried', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { result } = renderHook(() => useTranslator(document.body));
  act(() => result.current.load());
  await waitFor(() =>
    expect(result.current.state).toEqual({
      status: 'failed',
      message: TRANSLATOR_ERRORS.download,
    }),
  );
  expect(error).toHaveBeenCalledWith(
    '[courses] reading-bar: translator failed',
    expect.objectContaining({ reason: 'download' }),
  );
  // A retry asks for the library again.
  act(() => result.current.retry());
  await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
  expect(result.current.state.status).toBe('failed');
});
