import * as v from 'valibot';

/** Longest text one read-aloud request may carry. */
export const MAX_SPEECH_TEXT = 2000;

/** A word mark: when (ms from the start of the audio) the word at [start, end) is spoken. */
export const SpeechMarkSchema = v.object({
  time: v.number(),
  start: v.number(),
  end: v.number(),
});
export type SpeechMark = v.InferOutput<typeof SpeechMarkSchema>;
export const SpeechMarksSchema = v.array(SpeechMarkSchema);
