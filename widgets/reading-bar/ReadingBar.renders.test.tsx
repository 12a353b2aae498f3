import { act, screen } from '@testing-library/react';
import { BLOCK_LIST_DELAY_MS } from './readAloud/useTextBlocks';
import { renderBar } from './testing/renderBar';
import { EXPANDED_KEY } from './useExpanded';
import { TextSizeControl } from './TextSizeControl';
import { ReadAloudControls } from './ReadAloudControls';
import type * as TextSizeControlModule from './TextSizeControl';
import type * as ReadAloudControlsModule from './ReadAloudControls';

// Counts the renders of two of the bar's parts.
vi.mock('./TextSizeControl', async (original) => {
  const module = await original<typeof TextSizeControlModule>();
  return { ...module, TextSizeControl: vi.fn(module.TextSizeControl) };
});
vi.mock('./ReadAloudControls', async (original) => {
  const module = await original<typeof ReadAloudControlsModule>();
  return { ...module, ReadAloudControls: vi.fn(module.ReadAloudControls) };
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('a new lesson step in the content re-renders only the read-aloud controls, once', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Open, so the controls (loaded when the bar is first opened) are there.
  sessionStorage.setItem(EXPANDED_KEY, 'true');
  const { unmount } = await renderBar('<article id="reading"><p>Step one.</p></article>');
  await act(() => vi.advanceTimersByTimeAsync(BLOCK_LIST_DELAY_MS));
  expect(screen.getByRole('button', { name: /Play/, hidden: true })).toBeEnabled();
  vi.mocked(TextSizeControl).mockClear();
  vi.mocked(ReadAloudControls).mockClear();

  // The player puts the next step in the content element (mutations inside it).
  await act(async () => {
    document.getElementById('reading')!.innerHTML = '<h2>Step two</h2><p>More text.</p>';
    await Promise.resolve();
  });
  expect(TextSizeControl).not.toHaveBeenCalled();
  expect(ReadAloudControls).not.toHaveBeenCalled();

  // A second later the block list is rebuilt: the read-aloud controls show it, nothing else.
  await act(() => vi.advanceTimersByTimeAsync(BLOCK_LIST_DELAY_MS));
  expect(ReadAloudControls).toHaveBeenCalledTimes(1);
  expect(TextSizeControl).not.toHaveBeenCalled();
  unmount();
});
