import { expect, test, vi } from 'vitest';
import { RENDER_SHARES, warmUpRenderShares } from './sharedWarmUp';

test('asks the share scope for each rendering module once per page, whatever it answers', async () => {
  const load = vi.fn((name: string) =>
    name === 'react' ? Promise.reject(new Error('offline')) : Promise.resolve(() => ({})),
  );
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  warmUpRenderShares(load);
  warmUpRenderShares(load);
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(load.mock.calls.map(([name]) => name)).toEqual(RENDER_SHARES);
  expect(RENDER_SHARES).toEqual(expect.arrayContaining(['react', 'react-dom/client']));
  // MUI comes with the first dialog or menu, not with every page that has a widget.
  expect(RENDER_SHARES.some((name) => name.includes('mui'))).toBe(false);
  // A failed warm-up is left for the remote that asks for the module to meet and show.
  expect(unhandled).not.toHaveBeenCalled();
});
