import type { SpeechMark, User } from '@courses/runtime';

/** An HTMLAudioElement stand-in: plays when told, reports a position the test sets. */
export class FakeAudio extends EventTarget {
  static instances: FakeAudio[] = [];
  currentTime = 0;
  paused = true;
  readonly play = vi.fn(() => {
    this.paused = false;
    return Promise.resolve();
  });
  readonly pause = vi.fn(() => {
    this.paused = true;
  });
  readonly removeAttribute = vi.fn();
  constructor(readonly src: string) {
    super();
    FakeAudio.instances.push(this);
  }
  /** Plays to the end, as the browser does when the audio is over. */
  end(): void {
    this.paused = true;
    this.dispatchEvent(new Event('ended'));
  }
}

/** One mark per word: the n-th word is spoken at n × 200 ms. */
export function marksFor(text: string): SpeechMark[] {
  return Array.from(text.matchAll(/\S+/g), (match, n) => ({
    time: n * 200,
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export interface SpeechServer {
  requests: Request[];
  /** Texts whose audio request fails with 503. */
  failing: Set<string>;
  /** Texts whose requests never answer until aborted. */
  hanging: Set<string>;
  /** `kind text` of each speech request, in order. */
  calls(): string[];
}

/**
 * Stubs fetch with the demo server's calls the bar makes: whoami (`who`, or a visitor), the
 * preference patch and the speech service (WAV audio and word marks per text).
 */
export function stubSpeechServer(who: User | null = null): SpeechServer {
  const server: SpeechServer = {
    requests: [],
    failing: new Set(),
    hanging: new Set(),
    calls: () =>
      server.requests
        .filter((r) => new URL(r.url).pathname.startsWith('/api/speech/'))
        .map((r) => {
          const url = new URL(r.url);
          return `${url.pathname.split('/')[3]} ${url.searchParams.get('text')}`;
        }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      server.requests.push(request);
      const url = new URL(request.url);
      const text = url.searchParams.get('text') ?? '';
      if (server.hanging.has(text)) {
        return new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
      }
      if (url.pathname === '/api/speech/audio/') {
        if (server.failing.has(text)) {
          return Response.json({ detail: 'Speech synthesis failed' }, { status: 503 });
        }
        return new Response(new Blob(['RIFF'], { type: 'audio/wav' }), {
          headers: { 'Content-Type': 'audio/wav' },
        });
      }
      if (url.pathname === '/api/speech/marks/') return Response.json(marksFor(text));
      if (url.pathname === '/api/whoami/') {
        return who ? Response.json(who) : Response.json({ detail: 'login' }, { status: 401 });
      }
      if (url.pathname === '/api/user/preferences/')
        return Response.json(who?.user_preferences ?? {});
      return Response.json({ detail: 'not found' }, { status: 404 });
    }),
  );
  return server;
}
