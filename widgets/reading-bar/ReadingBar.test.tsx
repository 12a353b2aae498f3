import { Suspense } from 'react';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type User } from '@courses/runtime';
import { theme } from '@courses/runtime/testing';
import { ReadingBar } from './ReadingBar';
import { EXPANDED_KEY } from './useExpanded';
import { CURRENT_BLOCK_CLASS } from './readAloud/highlightNames';
import { BLOCK_LIST_DELAY_MS } from './readAloud/useTextBlocks';
import { FakeAudio, stubSpeechServer, type SpeechServer } from './testing/fakeSpeech';
import { renderBar as renderReadingBar, teacher } from './testing/renderBar';

const READING = `
  <h2>Cold cities</h2>
  <p>Latitude matters.</p>
  <p>Seasons matter too.</p>`;

let server: SpeechServer;

/** The host page's reading and the bar acting on it, on a fresh page store. */
async function renderBar(who: User | null = teacher) {
  const view = await renderReadingBar(`<article id="reading">${READING}</article>`, who);
  server = view.server;
  return view;
}

const reading = () => document.getElementById('reading')!;
const preferencePatches = () =>
  server.requests.filter((r) => r.method === 'PATCH' && r.url.endsWith('/api/user/preferences/'));

beforeEach(() => {
  FakeAudio.instances = [];
  vi.stubGlobal('Audio', FakeAudio);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:audio');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('expanding', () => {
  it('starts collapsed; the toggle opens it and the tab remembers that', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderBar();
    const toggle = screen.getByRole('button', { name: 'Reading support' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The controls load when the bar is first opened.
    expect(await screen.findByRole('radiogroup', { name: 'Text size' })).toBeVisible();
    expect(sessionStorage.getItem(EXPANDED_KEY)).toBe('true');
    unmount();
    await renderBar();
    expect(screen.getByRole('button', { name: 'Reading support' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Reading support' }));
    expect(sessionStorage.getItem(EXPANDED_KEY)).toBe('false');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});

describe('text size', () => {
  beforeEach(() => sessionStorage.setItem(EXPANDED_KEY, 'true'));

  it('applies the choice to the content, keeps it for the tab and saves it to the preferences', async () => {
    const user = userEvent.setup();
    await renderBar();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(reading()).toHaveAttribute('data-text-size', 'standard');
    await user.click(screen.getByRole('radio', { name: 'Extra large' }));
    expect(screen.getByRole('radio', { name: 'Extra large' })).toBeChecked();
    expect(reading()).toHaveAttribute('data-text-size', 'extralarge');
    expect(document.head.querySelector('style#reading-bar-styles')?.textContent).toMatch(
      /\[data-text-size="extralarge"\] \{ zoom: 1\.5; \}/,
    );
    expect(sessionStorage.getItem('courses.textSize')).toBe('"extralarge"');
    await vi.waitFor(() => expect(preferencePatches()).toHaveLength(1));
    await expect(preferencePatches()[0]!.clone().json()).resolves.toEqual({
      textSizePreference: 'extralarge',
    });
  });

  it('starts large for junior users and from the saved preference otherwise', async () => {
    const { unmount } = await renderBar({ ...teacher, is_jr: true });
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(reading()).toHaveAttribute('data-text-size', 'large');
    unmount();
    await renderBar({ ...teacher, user_preferences: { textSizePreference: 'extralarge' } });
    expect(screen.getByRole('radio', { name: 'Extra large' })).toBeChecked();
  });

  it('a visitor changes the size without a preference call', async () => {
    const user = userEvent.setup();
    await renderBar(null);
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(reading()).toHaveAttribute('data-text-size', 'large');
    expect(preferencePatches()).toHaveLength(0);
  });

  it('shows staff the control without its visible label, keeping its accessible name', async () => {
    const { unmount } = await renderBar();
    expect(screen.getByText('Text size')).toBeVisible();
    unmount();
    await renderBar({ ...teacher, is_staff: true });
    expect(screen.queryByText('Text size')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Text size' })).toBeVisible();
  });

  it('leaves the content as it was when the bar goes', async () => {
    const { unmount } = await renderBar();
    expect(reading()).toHaveAttribute('data-text-size');
    unmount();
    expect(reading()).not.toHaveAttribute('data-text-size');
  });
});

describe('read aloud', () => {
  beforeEach(() => {
    sessionStorage.setItem(EXPANDED_KEY, 'true');
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const press = (name: string) =>
    act(async () => {
      screen.getByRole('button', { name }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
  const status = () => screen.getByRole('status');
  const currentBlock = () => document.querySelector(`.${CURRENT_BLOCK_CLASS}`)?.textContent;

  async function renderWithBlocks() {
    const view = await renderBar();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    await advance(BLOCK_LIST_DELAY_MS);
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    return view;
  }

  it('plays, pauses, resumes and stops, showing and announcing each state', async () => {
    await renderWithBlocks();
    const group = screen.getByRole('group', { name: 'Read aloud' });
    expect(status()).toHaveTextContent('Stopped');
    expect(within(group).getByRole('button', { name: 'Stop' })).toBeDisabled();
    await press('Play');
    expect(status()).toHaveTextContent('Reading aloud');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(currentBlock()).toBe('Cold cities');
    expect(server.calls().slice(0, 2)).toEqual(['audio Cold cities', 'marks Cold cities']);
    await press('Pause');
    expect(status()).toHaveTextContent('Paused');
    expect(FakeAudio.instances[0]!.pause).toHaveBeenCalled();
    await press('Resume');
    expect(status()).toHaveTextContent('Reading aloud');
    await act(async () => {
      FakeAudio.instances[0]!.end();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(currentBlock()).toBe('Latitude matters.');
    screen.getByRole('button', { name: 'Stop' }).focus();
    await press('Stop');
    expect(status()).toHaveTextContent('Stopped');
    expect(currentBlock()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    // Focus is on the control that starts reading again, not lost with the disabled Stop.
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('stops when the bar unmounts: the request in flight is aborted, silently', async () => {
    const { unmount } = await renderWithBlocks();
    server.hanging.add('Cold cities');
    await press('Play');
    unmount();
    await advance(0);
    const speech = server.requests.filter((r) => r.url.includes('/api/speech/'));
    expect(speech.length).toBeGreaterThan(0);
    expect(speech.every((r) => r.signal.aborted)).toBe(true);
    expect(currentBlock()).toBeUndefined();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('stops when the content loads anew, and reads the new content next time', async () => {
    await renderWithBlocks();
    await press('Play');
    const audio = FakeAudio.instances[0]!;
    await act(async () => {
      reading().innerHTML = '<p>A new step.</p>';
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(status()).toHaveTextContent('Stopped');
    expect(audio.pause).toHaveBeenCalled();
    await advance(BLOCK_LIST_DELAY_MS);
    await press('Play');
    expect(currentBlock()).toBe('A new step.');
  });

  it('says so when there is nothing to read', async () => {
    await renderBar();
    reading().innerHTML = '';
    await advance(BLOCK_LIST_DELAY_MS);
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAccessibleDescription(
      'There is no text to read on this page yet.',
    );
  });

  it('says so at once when the page has no content where the bar looks', async () => {
    server = stubSpeechServer(teacher);
    document.body.innerHTML = '<div id="slot"></div>';
    await act(async () =>
      render(
        <ThemeProvider theme={theme}>
          <Provider store={createStore()}>
            <Suspense fallback="loading">
              <ReadingBar contentSelector="#missing" />
            </Suspense>
          </Provider>
        </ThemeProvider>,
        { container: document.getElementById('slot')! },
      ),
    );
    for (let i = 0; i < 50 && !screen.queryByRole('button', { name: 'Play' }); i++) {
      await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
    }
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAccessibleDescription(
      'There is no text to read on this page yet.',
    );
  });
});
