import { FakeAudio, stubSpeechServer, type SpeechServer } from '../testing/fakeSpeech';
import type { ReadingHighlighter } from './highlight';
import { ReadAloudSession, WORD_POLL_MS, type ReadAloudState } from './ReadAloudSession';
import { collectTextBlocks, type TextBlock } from './textBlocks';

let server: SpeechServer;
let blocks: TextBlock[];

/** What the reader showed, in order. */
function recordingHighlighter() {
  const shown: string[] = [];
  const highlighter: ReadingHighlighter = {
    block: (block) => shown.push(`block ${block?.text ?? 'none'}`),
    word: (block, start, end) => shown.push(`word ${block.text.slice(start, end)}`),
    clear: () => shown.push('clear'),
  };
  return { shown, highlighter };
}

function newSession() {
  const states: ReadAloudState[] = [];
  const { shown, highlighter } = recordingHighlighter();
  const session = new ReadAloudSession(blocks, { highlighter, onState: (s) => states.push(s) });
  return { session, states, shown };
}

/** Lets fetches settle and the reader move on (timers are fake). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeAudio.instances = [];
  vi.stubGlobal('Audio', FakeAudio);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(
    () => `blob:audio-${FakeAudio.instances.length}`,
  );
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server = stubSpeechServer();
  document.body.innerHTML = `<article id="content">
    <h2>Cold cities</h2>
    <p>Latitude matters.</p>
    <ul><li>Oslo is cold.</li></ul>
  </article>`;
  blocks = collectTextBlocks(document.getElementById('content')!);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('reads the blocks in order: audio and marks per block, each played to its end', async () => {
  const { session, states, shown } = newSession();
  const done = session.start();
  for (const expected of ['Cold cities', 'Latitude matters.', 'Oslo is cold.']) {
    await settle();
    const audio = FakeAudio.instances.at(-1)!;
    expect(shown.filter((s) => s.startsWith('block')).at(-1)).toBe(`block ${expected}`);
    expect(audio.play).toHaveBeenCalled();
    audio.end();
  }
  await done;
  expect(server.calls()).toEqual([
    'audio Cold cities',
    'marks Cold cities',
    'audio Latitude matters.',
    'marks Latitude matters.',
    'audio Oslo is cold.',
    'marks Oslo is cold.',
  ]);
  expect(FakeAudio.instances).toHaveLength(3);
  expect(URL.revokeObjectURL).toHaveBeenCalledTimes(3);
  expect(states).toEqual(['reading', 'stopped']);
  expect(shown.at(-1)).toBe('clear');
  expect(console.error).not.toHaveBeenCalled();
});

it('logs a failed fetch and skips to the next block', async () => {
  server.failing.add('Latitude matters.');
  const { session, shown } = newSession();
  void session.start();
  await settle();
  FakeAudio.instances[0]!.end();
  await settle();
  expect(console.error).toHaveBeenCalledTimes(1);
  expect(shown.filter((s) => s.startsWith('block'))).toEqual([
    'block Cold cities',
    'block Latitude matters.',
    'block Oslo is cold.',
  ]);
  // The failed block never got audio: the second audio made is the third block's.
  expect(FakeAudio.instances).toHaveLength(2);
  expect(session.current).toBe('reading');
});

it('stop aborts the fetches in flight and ends silently', async () => {
  server.hanging.add('Cold cities');
  const { session, states, shown } = newSession();
  const done = session.start();
  await settle();
  session.stop();
  await done;
  const speech = server.requests.filter((r) => r.url.includes('/api/speech/'));
  expect(speech).toHaveLength(2);
  expect(speech.every((r) => r.signal.aborted)).toBe(true);
  expect(console.error).not.toHaveBeenCalled();
  expect(FakeAudio.instances).toHaveLength(0);
  expect(states).toEqual(['reading', 'stopped']);
  expect(shown.at(-1)).toBe('clear');
  expect(server.calls()).toHaveLength(2);
});

it('pauses and resumes the audio; stop pauses it and frees it', async () => {
  const { session, states } = newSession();
  void session.start();
  await settle();
  const audio = FakeAudio.instances[0]!;
  session.pause();
  expect(audio.pause).toHaveBeenCalledTimes(1);
  session.resume();
  expect(audio.play).toHaveBeenCalledTimes(2);
  session.stop();
  expect(audio.pause).toHaveBeenCalledTimes(2);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith(audio.src);
  expect(states).toEqual(['reading', 'paused', 'reading', 'stopped']);
  // Nothing more is read after a stop, even when the audio reports its end late.
  audio.end();
  await settle();
  expect(FakeAudio.instances).toHaveLength(1);
});

it('paused while loading, the block waits for resume before it plays', async () => {
  const { session } = newSession();
  void session.start();
  session.pause();
  await settle();
  const audio = FakeAudio.instances[0]!;
  expect(audio.play).not.toHaveBeenCalled();
  session.resume();
  expect(audio.play).toHaveBeenCalledTimes(1);
});

it(`moves the word highlight by polling the position every ${WORD_POLL_MS} ms`, async () => {
  const { session, shown } = newSession();
  void session.start();
  await settle();
  const audio = FakeAudio.instances[0]!;
  const words = () => shown.filter((s) => s.startsWith('word'));
  await vi.advanceTimersByTimeAsync(WORD_POLL_MS);
  expect(words()).toEqual(['word Cold']);
  audio.currentTime = 0.25;
  await vi.advanceTimersByTimeAsync(WORD_POLL_MS - 1);
  expect(words()).toEqual(['word Cold']);
  await vi.advanceTimersByTimeAsync(1);
  expect(words()).toEqual(['word Cold', 'word cities']);
  // Paused: no polling, so no highlight moves even if the position did.
  session.pause();
  audio.currentTime = 0;
  await vi.advanceTimersByTimeAsync(WORD_POLL_MS * 3);
  expect(words()).toHaveLength(2);
});
