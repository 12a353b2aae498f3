/**
 * The data a parse of content markup yields. Everything here is plain, serialisable data so a
 * caller can cache it, compare two parses, or send the question list and answer key elsewhere.
 */

/** Question types of the markup, in the order the spec lists them. */
export const QUESTION_TYPES = ['text', 'textarea', 'radio', 'checkbox', 'graph'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Display names (spec section 3); the preview label is '{name} Preview' (spec section 9). */
export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = {
  text: 'Text Entry',
  textarea: 'Constructed Response',
  radio: 'Multiple Choice',
  checkbox: 'Multiselect',
  graph: 'Graphing',
};

/**
 * What counts as correct: a 1-based option position for radio, the sorted positions for
 * checkbox, text for text and textarea (a model answer), null when there is none (graph).
 */
export type QuestionAnswer = number | number[] | string | null;

export interface Question {
  questionId: string;
  /** The prompt as plain text, without options and solution. */
  text: string;
  type: QuestionType;
  /** Option labels as plain text (radio and checkbox); empty for other types. */
  options: string[];
  answer: QuestionAnswer;
  /** '' when the author gave none. */
  placeholder: string;
  /** Text area row count (textarea only, default 4); null for other types. */
  rows: number | null;
}

export interface AnswerKeyEntry {
  answer: QuestionAnswer;
  /** The solution as the author wrote it (markup source), '' when there is none. */
  solution: string;
  /** Graph questions carry a saved plot image once answered; the markup itself has none. */
  preview: string | null;
}

/** Answer key keyed by questionId (spec section 3). */
export type AnswerKey = Record<string, AnswerKeyEntry>;

export type DiagnosticSeverity = 'error' | 'warning';

/** An authoring problem, located in the source (1-based line and column). */
export interface Diagnostic {
  line: number;
  column: number;
  message: string;
  severity: DiagnosticSeverity;
  /** Stable identifier of the kind of problem (see docs/markup.md). */
  code: string;
}

/** The AI-authored marker: a first line `::ai{model=... type=...}`. */
export interface AiMarker {
  model: string;
  type: string;
}

/** Why rendering gave up (a size, depth or time bound was hit). */
export interface MarkupFailure {
  reason: 'size' | 'depth' | 'time' | 'table' | 'nodes' | 'internal';
  /** A sentence a person can read. */
  message: string;
}

export interface MarkupDocument {
  /**
   * The content as the page shows it: sanitised HTML with the renderer's own structure for the
   * constructs; questions are slots the view fills. Empty when `failure` is set.
   */
  html: string;
  questions: Question[];
  answerKey: AnswerKey;
  diagnostics: Diagnostic[];
  ai: AiMarker | null;
  failure: MarkupFailure | null;
}
