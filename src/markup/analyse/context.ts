import type { Token } from 'marked';
import type { ConstructModel } from '../constructs/model';
import type {
  ContainerDirectiveToken,
  DirectiveToken,
  LeafDirectiveToken,
  TextDirectiveToken,
} from '../syntax/tokens';
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

/** Decides what a directive renders as, reporting what is wrong with it. */
export type Analyser<T extends DirectiveToken> = (token: T, ctx: AnalysisContext) => ConstructModel;

/** The directives a family of constructs reads, by form and name. */
export interface DirectiveAnalysers {
  container?: Readonly<Record<string, Analyser<ContainerDirectiveToken>>>;
  leaf?: Readonly<Record<string, Analyser<LeafDirectiveToken>>>;
  text?: Readonly<Record<string, Analyser<TextDirectiveToken>>>;
}
