import type { Token } from 'marked';
import type { DirectiveToken } from '../syntax/tokens';
import type { AnswerKeyEntry, DiagnosticSeverity, Question } from '../types';

/** What construct analysers may ask of the analysis that runs them. */
export interface AnalysisContext {
  report(offset: number, severity: DiagnosticSeverity, code: string, message: string): void;
  /** Source offset of an attribute (`'#'` for the id), or of the directive without it. */
  attributeOffset(token: DirectiveToken, key: string): number;
  /** The text a person would read, without markup. */
  plainText(tokens: Token[]): string;
  /** Extra hosts allowed in iframes (besides the built-in ones and the page's origin). */
  frameHosts: readonly string[];
  /** Counts constructs of a kind in document order, so their ids are the same every time. */
  nextIndex(kind: 'accordion' | 'question'): number;
  /** Where an id was first used, when it was. */
  questionIdLine(id: string): number | null;
  addQuestion(question: Question, key: AnswerKeyEntry, offset: number): number;
}
