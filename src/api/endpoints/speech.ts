import { getRuntimeConfig } from '../../config/runtimeConfig';
import { api } from '../client';
import { SpeechMarksSchema, type SpeechMark } from '../schemas/speech';
import { requestOptions, seg, type CallOptions } from './callOptions';

function servicePath(kind: 'audio' | 'marks'): string {
  return `/api/${seg(getRuntimeConfig().speechService)}/${kind}/`;
}

/** GET /api/{speech-service}/audio/?text=: the spoken text as an audio blob. */
export function fetchSpeechAudio(text: string, options: CallOptions = {}): Promise<Blob> {
  return api.blob(servicePath('audio'), requestOptions(options, { searchParams: { text } }));
}

/** GET /api/{speech-service}/marks/?text=: when each word of the text is spoken. */
export function fetchSpeechMarks(text: string, options: CallOptions = {}): Promise<SpeechMark[]> {
  return api.request(
    'GET',
    servicePath('marks'),
    SpeechMarksSchema,
    requestOptions(options, { searchParams: { text } }),
  );
}
