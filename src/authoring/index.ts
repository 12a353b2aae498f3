/**
 * Authoring the content markup: the source editor with its suggestions, located problems and
 * question templates. Shared as '@courses/runtime/authoring' by the markup playground and the
 * lesson player's content builder, which load it only when someone writes markup.
 */
export { MarkupEditor } from './MarkupEditor';
export type { MarkupEditorProps } from './MarkupEditor';
export { DiagnosticsPanel, offsetOf } from './DiagnosticsPanel';
export { complete } from './autocomplete';
export type {
  CompleteOptions,
  Completion,
  DatasetAttribute,
  Suggestion,
  SuggestionKind,
} from './autocomplete';
export {
  INSERTABLE_QUESTION_TYPES,
  freshQuestionId,
  insertBlock,
  questionTemplate,
} from './questionTemplates';
