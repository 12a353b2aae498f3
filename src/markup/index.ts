/**
 * Content markup: the language of lessons, keyword definitions and dataset descriptions
 * (docs/markup.md). Shared by every widget as '@courses/runtime/markup'.
 */
export { parseMarkup } from './parseMarkup';
export type { ParseOptions } from './parseMarkup';
export { loadAllMarkup, loadMarkupFor } from './load';
export { MarkupView, MarkupContent, useMarkup } from './react/MarkupView';
export type { MarkupViewProps, MarkupContentProps } from './react/MarkupView';
export type { QuestionRenderProps, RenderQuestion } from './react/questionProps';
export { DiagnosticsList } from './react/DiagnosticsList';
export { MarkupIcon } from './react/MarkupIcon';
export { AI_TYPE_LABELS, aiLabel } from './react/AiBadge';
export { QUESTION_TYPES, QUESTION_TYPE_NAMES } from './types';
export { WRONG_AXIS_ATTRIBUTES, checkGraph, parseGraphKey } from './graphKey';
// The question model (questions/, also the server's): grading, and a question as the API lists it.
export { AUTO_GRADED_TYPES, gradeAnswer, isAnswered, isAutoGraded } from './questions/grade';
export { toStepQuestion } from './questions/stepQuestion';
export type { GraphCheck, GraphKey } from './graphKey';
export type {
  AiMarker,
  AnswerKey,
  AnswerKeyEntry,
  Diagnostic,
  DiagnosticSeverity,
  MarkupDocument,
  MarkupFailure,
  Question,
  QuestionAnswer,
  QuestionType,
} from './types';
export { DEFAULT_LIMITS } from './limits';
export type { MarkupLimits } from './limits';
export {
  DEFAULT_TEXTAREA_ROWS,
  TEXTAREA_COLUMNS,
  DEFAULT_VIDEO_WIDTH,
  DEFAULT_VIDEO_HEIGHT,
} from './constructs/defaults';
export { ICONS, ICON_NAMES, ALERT_ICON_NAMES } from './icons';
export type { IconName, AlertIconName } from './icons';
export {
  ALL_DIRECTIVES,
  ALERT_TYPES,
  IMAGE_ALIGNMENTS,
  VIDEO_KINDS,
  directivePrefix,
  findDirective,
} from './directives';
export type { AttributeSpec, DirectiveForm, DirectiveSpec } from './directives';
export { DEFAULT_FRAME_HOSTS } from './url';
export { mayContainMath, warmUpMathJax } from './math/typeset';
export { prefetchMarkup } from './prefetch';
// For the constructs' code loaded on demand (kits/), not for widgets: see kitSupport.ts.
export * as kitSupport from './kitSupport';
