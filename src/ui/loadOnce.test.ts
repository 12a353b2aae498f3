import { loadOnce } from './loadOnce';

test('loads once for every caller, and anew after a failure', async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('code');
  const get = loadOnce(load);
  const [first, second] = [get(), get()];
  expect(first).toBe(second);
  await expect(first).rejects.toThrow('offline');
  await expect(get()).resolves.toBe('code');
  await expect(get()).resolves.toBe('code');
  expect(load).toHaveBeenCalledTimes(2);
});
