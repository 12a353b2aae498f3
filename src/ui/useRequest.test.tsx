import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../api/errors';
import { MISSING, RequestFailure, useRequest } from './useRequest';

afterEach(() => vi.restoreAllMocks());

describe('useRequest', () => {
  it('shows loading, then the data', async () => {
    const { result } = renderHook(() => useRequest('a', () => Promise.resolve(3)));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 3 }));
  });

  it("names every failure 'failed': a rejection with the server's message, an undefined result with the generic one", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ApiError('GET /api/x/: 403', 'http', 403, 'Not yours.');
    const rejected = renderHook(() => useRequest('a', () => Promise.reject(error)));
    await waitFor(() =>
      expect(rejected.result.current.state).toEqual({
        status: 'failed',
        message: 'Not yours.',
      }),
    );
    const swallowed = renderHook(() => useRequest('b', () => Promise.resolve(undefined)));
    await waitFor(() =>
      expect(swallowed.result.current.state).toEqual({
        status: 'failed',
        message: GENERIC_ERROR_MESSAGE,
      }),
    );
  });

  it('tells a missing thing (404) from a failure', async () => {
    const { result } = renderHook(() =>
      useRequest('a', (): Promise<number | typeof MISSING> => Promise.resolve(MISSING)),
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'missing' }));
  });

  it('shows a result already answered in its first render, without loading it again', async () => {
    const load = vi.fn(() => Promise.resolve(4));
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useRequest('a', load, () => 3);
    });
    expect(result.current.state).toEqual({ status: 'ready', data: 3 });
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    expect(renders).toBe(1);
    // A retry asks the server.
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 4 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for an answered key again when the widget comes back to it from another', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`${key} from the server`));
    const { result, rerender } = renderHook(
      ({ key }) =>
        useRequest(
          key,
          () => load(key),
          () => `${key} answered`,
        ),
      { initialProps: { key: 'a' } },
    );
    expect(result.current.state).toEqual({ status: 'ready', data: 'a answered' });
    rerender({ key: 'b' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: 'b from the server' }),
    );
    rerender({ key: 'a' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: 'a from the server' }),
    );
    expect(load.mock.calls).toEqual([['b'], ['a']]);
  });

  it('shows an answered "not found" at once, and loads as usual when nothing is answered yet', async () => {
    const missing = renderHook(() =>
      useRequest(
        'a',
        (): Promise<number | typeof MISSING> => Promise.resolve(1),
        (): typeof MISSING => MISSING,
      ),
    );
    expect(missing.result.current.state).toEqual({ status: 'missing' });
    const pending = renderHook(() =>
      useRequest(
        'b',
        () => Promise.resolve(5),
        () => undefined,
      ),
    );
    expect(pending.result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(pending.result.current.state).toEqual({ status: 'ready', data: 5 }));
  });

  it('asks again on retry, and waits while the key is null', async () => {
    const load = vi.fn().mockResolvedValueOnce(undefined).mockResolvedValueOnce('second');
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) => useRequest<string | undefined>(key, load),
      { initialProps: { key: null as string | null } },
    );
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state.status).toBe('loading');
    rerender({ key: 'a' });
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'second' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the older run when the key changes, so its late answer is never shown', async () => {
    const signals: AbortSignal[] = [];
    let answerFirst: (value: string) => void = () => {};
    const load = (key: string) => (signal: AbortSignal) => {
      signals.push(signal);
      return key === 'first'
        ? new Promise<string>((resolve) => (answerFirst = resolve))
        : Promise.resolve('second');
    };
    const { result, rerender } = renderHook(({ key }) => useRequest(key, load(key)), {
      initialProps: { key: 'first' },
    });
    rerender({ key: 'second' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'second' }));
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => answerFirst('first'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'second' });
  });

  it('leaves a run that has answered alone when the key changes', async () => {
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) =>
        useRequest(key, (signal) => {
          signals.push(signal);
          return Promise.resolve(key);
        }),
      { initialProps: { key: 'first' as string | null } },
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'first' }));
    rerender({ key: null });
    rerender({ key: 'second' });
    expect(signals[0]?.aborted).toBe(false);
  });

  it('takes data the widget changed itself (set)', async () => {
    const { result } = renderHook(() => useRequest('a', () => Promise.resolve('old')));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.set('new'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'new' });
  });

  it('derives the data from the data shown (set with a function), and leaves a failure alone', async () => {
    const { result } = renderHook(() => useRequest('a', () => Promise.resolve([1])));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => {
      result.current.set((list) => [...list, 2]);
      result.current.set((list) => [...list, 3]);
    });
    expect(result.current.state).toEqual({ status: 'ready', data: [1, 2, 3] });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = renderHook(() => useRequest<number[]>('b', () => Promise.reject(new Error())));
    await waitFor(() => expect(broken.result.current.state.status).toBe('failed'));
    act(() => broken.result.current.set((list) => [...list, 2]));
    expect(broken.result.current.state.status).toBe('failed');
  });

  it("shows a RequestFailure's own words, without logging it again", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() =>
      useRequest('a', () => Promise.reject(new RequestFailure('This step has no data.'))),
    );
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', message: 'This step has no data.' }),
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the data shown while a reload asks again, and when the reload fails', async () => {
    const answers: ((value: string | undefined) => void)[] = [];
    const load = () => new Promise<string | undefined>((resolve) => answers.push(resolve));
    const { result } = renderHook(() => useRequest('a', load));
    await act(async () => answers[0]?.('first'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'first' });

    act(() => result.current.reload());
    expect(answers).toHaveLength(2);
    expect(result.current.state).toEqual({ status: 'ready', data: 'first' });
    await act(async () => answers[1]?.('second'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'second' });

    act(() => result.current.reload());
    await act(async () => answers[2]?.(undefined));
    expect(result.current.state).toEqual({ status: 'ready', data: 'second' });

    // A retry is no reload: it reads as loading until its answer.
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('does not keep data for another key through a reload', async () => {
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useRequest(key, () => (key === 'a' ? Promise.resolve('a') : new Promise<string>(() => {}))),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'a' }));
    act(() => result.current.reload());
    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
  });
});
