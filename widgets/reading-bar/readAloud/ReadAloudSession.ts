import { isAbortError, type SpeechMark } from '@courses/runtime';
import { fetchSpeechAudio, fetchSpeechMarks } from '@courses/runtime/requests';
import type { ReadingHighlighter } from './highlight';
import type { TextBlock } from './textBlocks';

export type ReadAloudState = 'stopped' | 'reading' | 'paused';

/** Spec section 9: how often the playing position is checked to move the word highlight. */
export const WORD_POLL_MS = 30;

/** The audio element features the reader uses (HTMLAudioElement in the browser). */
export type SpeechAudio = Pick<
  HTMLAudioElement,
  'play' | 'pause' | 'currentTime' | 'addEventListener' | 'removeAttribute'
>;

export interface ReadAloudDeps {
  highlighter: ReadingHighlighter;
  onState: (state: ReadAloudState) => void;
  fetchAudio?: (text: string, signal: AbortSignal) => Promise<Blob>;
  fetchMarks?: (text: string, signal: AbortSignal) => Promise<SpeechMark[]>;
  createAudio?: (url: string) => SpeechAudio;
}

interface Playing {
  audio: SpeechAudio;
  url: string;
  block: TextBlock;
  marks: SpeechMark[];
  word: number;
  finish: () => void;
}

/**
 * One read-aloud run over a list of blocks (spec section 4): for each block in order it fetches
 * the audio and the word marks, highlights the block, plays the audio while moving the word
 * highlight, then goes on. A failed fetch is logged and the block skipped; stopping aborts the
 * fetches in flight, and an aborted fetch ends silently. A stopped session cannot restart.
 */
export class ReadAloudSession {
  private state: ReadAloudState = 'stopped';
  private readonly controller = new AbortController();
  private playing: Playing | null = null;
  private poll: ReturnType<typeof setInterval> | null = null;
  private readonly fetchAudio;
  private readonly fetchMarks;
  private readonly createAudio;

  constructor(
    readonly blocks: readonly TextBlock[],
    private readonly deps: ReadAloudDeps,
  ) {
    this.fetchAudio = deps.fetchAudio ?? ((text, signal) => fetchSpeechAudio(text, { signal }));
    this.fetchMarks = deps.fetchMarks ?? ((text, signal) => fetchSpeechMarks(text, { signal }));
    this.createAudio = deps.createAudio ?? ((url: string): SpeechAudio => new Audio(url));
  }

  get current(): ReadAloudState {
    return this.state;
  }

  /** Reads from the first block; resolves when the last block ends or the session stops. */
  async start(): Promise<void> {
    if (this.controller.signal.aborted || this.state !== 'stopped') return;
    this.setState('reading');
    for (const block of this.blocks) {
      if (this.stopped) return;
      this.deps.highlighter.block(block);
      const loaded = await this.load(block);
      if (this.stopped) return;
      if (loaded) await this.play(block, loaded.audio, loaded.marks);
    }
    if (!this.stopped) this.stop();
  }

  pause(): void {
    if (this.state !== 'reading') return;
    this.setState('paused');
    this.playing?.audio.pause();
    this.stopPolling();
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.setState('reading');
    if (this.playing) this.startAudio(this.playing);
  }

  /** Ends the run for good: stop pressed, content loaded anew, or the bar unmounted. */
  stop(): void {
    if (this.controller.signal.aborted) return;
    this.controller.abort();
    this.stopPolling();
    const playing = this.playing;
    this.playing = null;
    if (playing) {
      playing.audio.pause();
      playing.finish();
    }
    this.deps.highlighter.clear();
    this.setState('stopped');
  }

  private get stopped(): boolean {
    return this.controller.signal.aborted;
  }

  private setState(state: ReadAloudState): void {
    if (this.state === state) return;
    this.state = state;
    this.deps.onState(state);
  }

  private async load(block: TextBlock): Promise<{ audio: Blob; marks: SpeechMark[] } | null> {
    const { signal } = this.controller;
    try {
      const [audio, marks] = await Promise.all([
        this.fetchAudio(block.text, signal),
        this.fetchMarks(block.text, signal),
      ]);
      return { audio, marks };
    } catch (error) {
      // Stopping aborts the requests: that is not an error (spec section 4).
      if (!isAbortError(error) && !signal.aborted) {
        console.error('[courses] reading-bar: could not read a block aloud, skipping it', error);
      }
      return null;
    }
  }

  private play(block: TextBlock, blob: Blob, marks: SpeechMark[]): Promise<void> {
    return new Promise<void>((resolve) => {
      const url = URL.createObjectURL(blob);
      const audio = this.createAudio(url);
      let finished = false;
      const playing: Playing = {
        audio,
        url,
        block,
        marks: [...marks].sort((a, b) => a.time - b.time),
        word: -1,
        finish: () => {
          if (finished) return;
          finished = true;
          this.stopPolling();
          if (this.playing === playing) this.playing = null;
          audio.removeAttribute('src');
          URL.revokeObjectURL(url);
          resolve();
        },
      };
      this.playing = playing;
      audio.addEventListener('ended', () => playing.finish());
      audio.addEventListener('error', () => {
        console.error('[courses] reading-bar: the audio of a block could not be played');
        playing.finish();
      });
      if (this.state === 'reading') this.startAudio(playing);
    });
  }

  private startAudio(playing: Playing): void {
    this.startPolling(playing);
    playing.audio.play().catch((error: unknown) => {
      // pause() or stop() before playback began rejects play() with an AbortError: expected.
      if (error instanceof Error && error.name === 'AbortError') return;
      console.error('[courses] reading-bar: the audio of a block could not be played', error);
      playing.finish();
    });
  }

  private startPolling(playing: Playing): void {
    this.stopPolling();
    this.poll = setInterval(() => this.highlightWord(playing), WORD_POLL_MS);
  }

  private stopPolling(): void {
    if (this.poll !== null) clearInterval(this.poll);
    this.poll = null;
  }

  /** Highlights the last word whose time has come. */
  private highlightWord(playing: Playing): void {
    const now = playing.audio.currentTime * 1000;
    let index = -1;
    for (let i = 0; i < playing.marks.length && (playing.marks[i]?.time ?? Infinity) <= now; i++) {
      index = i;
    }
    const mark = playing.marks[index];
    if (index === playing.word || !mark) return;
    playing.word = index;
    this.deps.highlighter.word(playing.block, mark.start, mark.end);
  }
}
