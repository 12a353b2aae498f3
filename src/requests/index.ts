/**
 * The API calls a page makes only after the reader asks for something: sharing, assigning,
 * feedback, reading aloud and the content builder. Shared apart from the runtime's core as
 * '@courses/runtime/requests', so no widget's first load carries them; the views that make
 * these calls load it with their own code. The calls themselves stay in src/api/endpoints with
 * the rest of the API contract. The share and embed dialogs' common parts (the short link,
 * copying to the clipboard) come with them, for the same reason.
 */
export { copyText } from '../ui/copyText';
export { originPlusPath, useShortLink } from '../ui/useShortLink';
export type { ShortLinkState, ShortLinkTarget } from '../ui/useShortLink';
export * from '../api/endpoints/contentBuilder';
export * from '../api/endpoints/sharing';
export * from '../api/endpoints/feedback';
export * from '../api/endpoints/assignments';
export * from '../api/endpoints/speech';
export {
  ACTIVITY_TITLE_MAX,
  ACTIVITY_TYPES,
  ActivityConflictSchema,
} from '../api/schemas/contentBuilder';
export { CLASSROOM_DISABLED_PREFIX } from '../api/schemas/assignment';
export { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS } from '../api/schemas/feedback';
export { MAX_SPEECH_TEXT } from '../api/schemas/speech';
