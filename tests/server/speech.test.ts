import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_SPEECH_TEXT, SpeechMarksSchema } from '../../src/api/schemas/speech';
import { createSpeechService } from '../../host-demo/server/speech/speechService';
import { readWav } from '../../host-demo/server/speech/wav';
import { expectShape, json, removeDir, startServer } from './support/testServer';

const TEXT = 'Temperatures rise quickly in spring, but the ocean warms slowly.';

describe('speech service (espeak-ng)', () => {
  const server = startServer();
  afterAll(() => {
    server.close();
    removeDir(server.dataDir);
  });

  it('returns real WAV audio with exact header sizes', async () => {
    const response = await server.app.request(
      `/api/speech/audio/?text=${encodeURIComponent(TEXT)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await response.arrayBuffer());
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    const info = readWav(wav);
    expect(info.dataOffset + info.dataLength).toBe(wav.length);
    expect(info.durationMs).toBeGreaterThan(1500);
    expect(info.durationMs).toBeLessThan(15000);
  });

  it('returns one mark per word, in order, within the audio duration', async () => {
    const response = await server.app.request(
      `/api/speech/marks/?text=${encodeURIComponent(TEXT)}`,
    );
    const marks = expectShape(SpeechMarksSchema, await json(response));
    const words = TEXT.split(' ');
    expect(marks).toHaveLength(words.length);
    expect(marks.map((m) => TEXT.slice(m.start, m.end))).toEqual(words);
    expect(marks[0]?.time).toBe(0);
    for (let i = 1; i < marks.length; i += 1)
      expect(marks[i]?.time).toBeGreaterThan(marks[i - 1]?.time ?? 0);
    const audio = Buffer.from(
      await (
        await server.app.request(`/api/speech/audio/?text=${encodeURIComponent(TEXT)}`)
      ).arrayBuffer(),
    );
    expect(marks.at(-1)?.time).toBeLessThan(readWav(audio).durationMs);
  });

  it('serves a repeated text from its cache', async () => {
    const text = 'Cached sentence for the read-aloud bar.';
    const url = `/api/speech/audio/?text=${encodeURIComponent(text)}`;
    const first = Buffer.from(await (await server.app.request(url)).arrayBuffer());
    const started = performance.now();
    const second = Buffer.from(await (await server.app.request(url)).arrayBuffer());
    expect(performance.now() - started).toBeLessThan(50);
    expect(second.equals(first)).toBe(true);
  });

  it('treats text that looks like an option as text', async () => {
    const response = await server.app.request(
      `/api/speech/marks/?text=${encodeURIComponent('--version -w /tmp/x')}`,
    );
    expect(response.status).toBe(200);
    expect(expectShape(SpeechMarksSchema, await json(response))).toHaveLength(3);
  });

  it('refuses empty and overlong text', async () => {
    expect((await server.app.request('/api/speech/audio/?text=')).status).toBe(400);
    expect((await server.app.request('/api/speech/marks/')).status).toBe(400);
    const long = 'a'.repeat(MAX_SPEECH_TEXT + 1);
    expect((await server.app.request(`/api/speech/audio/?text=${long}`)).status).toBe(400);
  });

  it('answers 503 when the synthesizer fails, and recovers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const flaky = startServer({
      synthesize: async () => {
        if (fail) throw new Error('no audio device');
        const { synthesizeWav } = await import('../../host-demo/server/speech/espeak');
        return synthesizeWav('ok');
      },
    });
    try {
      expect((await flaky.app.request('/api/speech/audio/?text=ok')).status).toBe(503);
      expect(logged).toHaveBeenCalled();
      fail = false;
      expect((await flaky.app.request('/api/speech/audio/?text=ok')).status).toBe(200);
    } finally {
      logged.mockRestore();
      flaky.close();
      removeDir(flaky.dataDir);
    }
  });

  it('runs at most two syntheses at a time and still answers every request', async () => {
    const real = Buffer.from(
      await (await server.app.request('/api/speech/audio/?text=one')).arrayBuffer(),
    );
    let running = 0;
    let peak = 0;
    const service = createSpeechService(async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      return real;
    });
    const results = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((text) => service.speak(text)),
    );
    expect(results.every((speech) => speech.marks.length === 1)).toBe(true);
    expect(peak).toBe(2);
  });
});
