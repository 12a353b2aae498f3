import { Hono, type Context } from 'hono';
import { MAX_SPEECH_TEXT } from '../../../src/api/schemas/speech';
import type { AppEnv } from '../http/appEnv';
import { Invalid, Unavailable } from '../services/errors';
import type { Speech } from '../speech/speechService';

/** The speech service's name in its path (runtime config `speechService`). */
export const SPEECH_SERVICE = 'speech';

export const speechRoutes = new Hono<AppEnv>();

function textParam(c: Context<AppEnv>): string {
  const text = (c.req.query('text') ?? '').trim();
  if (text === '') throw new Invalid('The text parameter is required.');
  if (text.length > MAX_SPEECH_TEXT)
    throw new Invalid(`text must have at most ${MAX_SPEECH_TEXT} characters.`);
  return text;
}

async function speak(c: Context<AppEnv>, text: string): Promise<Speech> {
  try {
    return await c.get('server').speech.speak(text);
  } catch (error) {
    console.error('[speech]', error);
    throw new Unavailable('Speech synthesis is unavailable.');
  }
}

speechRoutes.get(`/api/${SPEECH_SERVICE}/audio`, async (c) => {
  const { wav } = await speak(c, textParam(c));
  return c.body(new Uint8Array(wav), 200, {
    'Content-Type': 'audio/wav',
    'Content-Length': String(wav.length),
    'Cache-Control': 'public, max-age=86400',
  });
});

speechRoutes.get(`/api/${SPEECH_SERVICE}/marks`, async (c) => {
  const { marks } = await speak(c, textParam(c));
  return c.json(marks, 200, { 'Cache-Control': 'public, max-age=86400' });
});
