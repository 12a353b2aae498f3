/** The lookups (a discount setting, partner icons, a keyword's definition) and speech. */
import * as v from 'valibot';
import { KeywordDefinitionSchema } from '../../schemas/keyword';
import { DISCOUNT_KINDS, DiscountSettingSchema, PartnerIconListSchema } from '../../schemas/lookup';
import { MAX_SPEECH_TEXT, SpeechMarksSchema } from '../../schemas/speech';
import { error, idParam, ok, type Operation, type ParameterSpec } from '../operation';

/** The tag of the smaller calls the widgets make, here and in feedbackBookmarksPlots.ts. */
export const MISC = 'Feedback, bookmarks, plots, lookups and speech';

const speechText: ParameterSpec = {
  schema: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_SPEECH_TEXT)),
  description: `The text to speak (at most ${MAX_SPEECH_TEXT} characters).`,
};
const speechFailed = error('Speech synthesis is unavailable.');

export const lookupAndSpeechOperations: Operation[] = [
  {
    id: 'fetchDiscountSetting',
    method: 'GET',
    path: '/api/lookup/settings/',
    tag: MISC,
    summary: 'A discount setting',
    caller: 'anyone',
    query: { filter: { schema: v.picklist(DISCOUNT_KINDS), description: 'Which discount.' } },
    responses: {
      200: ok('The setting.', DiscountSettingSchema),
      400: error('No filter.'),
      404: error('An unknown setting.'),
    },
  },
  {
    id: 'fetchPartnerIcons',
    method: 'GET',
    path: '/api/lookup/partner_icons/',
    tag: MISC,
    summary: 'Icons for the partner-icon markup',
    caller: 'anyone',
    responses: { 200: ok('The icons.', PartnerIconListSchema) },
  },
  {
    id: 'fetchKeywordDefinition',
    method: 'GET',
    path: '/api/lookup/keyword/{id}/',
    tag: MISC,
    summary: "A keyword's definition markup",
    caller: 'anyone',
    pathParams: { id: idParam('The keyword id.') },
    responses: {
      200: ok('The definition.', KeywordDefinitionSchema),
      400: error('The id is not a positive integer.'),
      404: error('No such keyword.'),
    },
  },
  {
    id: 'fetchSpeechAudio',
    method: 'GET',
    path: '/api/speech/audio/',
    tag: MISC,
    summary: 'The text spoken, as WAV audio',
    description: "The service segment (`speech` here) is the app config's `speechService`.",
    caller: 'anyone',
    query: { text: speechText },
    responses: {
      200: { description: 'The audio.', mediaType: 'audio/wav' },
      400: error('No text, or too long.'),
      503: speechFailed,
    },
  },
  {
    id: 'fetchSpeechMarks',
    method: 'GET',
    path: '/api/speech/marks/',
    tag: MISC,
    summary: 'When each word of the text is spoken',
    description: "The service segment (`speech` here) is the app config's `speechService`.",
    caller: 'anyone',
    query: { text: speechText },
    responses: {
      200: ok('The word marks.', SpeechMarksSchema),
      400: error('No text, or too long.'),
      503: speechFailed,
    },
  },
];
