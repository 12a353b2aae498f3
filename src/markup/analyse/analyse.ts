import type { Token, Tokens } from 'marked';
import type { Budget } from '../limits';
import { MarkupLimitError, tableFailure } from '../limits';
import { LineIndex } from '../sourcePosition';
import {
  childTokens,
  isContainerDirective,
  isLeafDirective,
  isStrayFence,
  isTextDirective,
  type DirectiveToken,
} from '../syntax/tokens';
import type { LexResult } from '../syntax/lex';
import type { AiMarker, AnswerKey, Diagnostic, DiagnosticSeverity, Question } from '../types';
import {
  analyseContainer,
  analyseLeaf,
  analyseText,
  type DirectiveReading,
} from './directiveAnalysis';
import { findAllowedInlineHtml } from './inlineHtml';
import { Locator } from './locator';
import { checkImage, checkLink, reportHtmlAsText } from './markdownChecks';
import { plainText } from './plainText';

export interface AnalysisResult {
  questions: Question[];
  answerKey: AnswerKey;
  diagnostics: Diagnostic[];
  ai: AiMarker | null;
  /** Inline HTML tokens that may stay HTML (see inlineHtml.ts). */
  allowedHtml: WeakSet<Token>;
}

interface Scope {
  depth: number;
  insideQuestion: boolean;
}

/**
 * Walks the tokens once: locates every token in the source, validates every directive,
 * decides what each renders as, and collects questions, the answer key and diagnostics.
 */
class Analysis implements DirectiveReading {
  readonly diagnostics: Diagnostic[] = [];
  readonly questions: Question[] = [];
  readonly answerKey: AnswerKey = {};
  readonly allowedHtml = new WeakSet<Token>();
  ai: AiMarker | null = null;
  private readonly lines: LineIndex;
  private readonly questionLines = new Map<string, number>();
  private readonly counters = { accordion: 0, question: 0 };
  private tableCells = 0;

  constructor(
    source: string,
    private readonly lex: LexResult,
    private readonly budget: Budget,
    readonly frameHosts: readonly string[],
    readonly readsFamilies: boolean,
  ) {
    this.lines = new LineIndex(source);
  }

  report(offset: number, severity: DiagnosticSeverity, code: string, message: string): void {
    const { line, column } = this.lines.locate(offset);
    this.diagnostics.push({ line, column, severity, code, message });
  }

  attributeOffset(token: DirectiveToken, key: string): number {
    const position = token.attributes.positions.get(key);
    const start = isTextDirective(token)
      ? token.attributesStart === -1
        ? -1
        : token.offset + token.attributesStart
      : token.attributesOffset;
    return position === undefined || start === -1 ? token.offset : start + position;
  }

  plainText(tokens: Token[]): string {
    return plainText(tokens);
  }

  nextIndex(kind: 'accordion' | 'question'): number {
    return this.counters[kind]++;
  }

  questionIdLine(id: string): number | null {
    return this.questionLines.get(id) ?? null;
  }

  addQuestion(question: Question, key: AnswerKey[string], offset: number): number {
    this.questionLines.set(question.questionId, this.lines.locate(offset).line);
    this.answerKey[question.questionId] = key;
    return this.questions.push(question) - 1;
  }

  run(): void {
    this.walkBlocks(this.lex.tokens, null, { depth: 0, insideQuestion: false });
    this.diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  }

  private walkBlocks(tokens: Token[], locator: Locator | null, scope: Scope): void {
    this.budget.checkDepth(scope.depth);
    for (const token of tokens) {
      this.budget.check();
      const offset = this.offsetOf(token, locator);
      this.walkBlock(token, offset, scope);
    }
  }

  private offsetOf(token: Token, locator: Locator | null): number {
    if (isContainerDirective(token) || isLeafDirective(token) || isStrayFence(token))
      return token.offset;
    return this.lex.offsets.get(token) ?? locator?.locate(token.raw) ?? 0;
  }

  private walkBlock(token: Token, offset: number, scope: Scope): void {
    const inner: Scope = { ...scope, depth: scope.depth + 1 };
    if (isContainerDirective(token)) {
      token.model = analyseContainer(token, scope.insideQuestion, this);
      const insideQuestion = scope.insideQuestion || token.name === 'question';
      this.walkBlocks(token.tokens, null, { ...inner, insideQuestion });
      return;
    }
    if (isLeafDirective(token)) {
      token.model = analyseLeaf(token, this);
      return;
    }
    if (isStrayFence(token)) {
      this.report(
        offset,
        'warning',
        'stray-fence',
        `"${token.raw.trim()}" closes nothing: no container with that many colons is open here.`,
      );
      return;
    }
    switch (token.type) {
      case 'html':
        reportHtmlAsText(this, offset, token.raw);
        return;
      case 'paragraph':
      case 'heading':
      case 'text': {
        const text = token as Tokens.Paragraph | Tokens.Heading | Tokens.Text;
        if (text.tokens) this.walkInline(text.tokens, new Locator(token.raw, offset), inner.depth);
        return;
      }
      case 'blockquote':
        this.walkBlocks((token as Tokens.Blockquote).tokens, new Locator(token.raw, offset), inner);
        return;
      case 'list': {
        const listLocator = new Locator(token.raw, offset);
        for (const item of (token as Tokens.List).items) {
          const itemOffset = listLocator.locate(item.raw);
          this.walkBlocks(item.tokens, new Locator(item.raw, itemOffset), {
            ...inner,
            depth: inner.depth + 1,
          });
        }
        return;
      }
      case 'table':
        this.walkTable(token as Tokens.Table, offset, inner.depth);
        return;
      default:
        return;
    }
  }

  private walkTable(table: Tokens.Table, offset: number, depth: number): void {
    this.tableCells += table.header.length * (table.rows.length + 1);
    if (this.tableCells > this.budget.limits.maxTableCells) {
      throw new MarkupLimitError(tableFailure(this.budget.limits));
    }
    const locator = new Locator(table.raw, offset);
    for (const cell of [...table.header, ...table.rows.flat()]) {
      this.walkInline(cell.tokens, new Locator(cell.text, locator.locate(cell.text)), depth + 1);
    }
  }

  private walkInline(tokens: Token[], locator: Locator, depth: number): void {
    this.budget.checkDepth(depth);
    findAllowedInlineHtml(tokens, this.allowedHtml);
    for (const token of tokens) {
      const offset = locator.locate(token.raw);
      this.walkInlineToken(token, offset, depth);
    }
  }

  private walkInlineToken(token: Token, offset: number, depth: number): void {
    if (isTextDirective(token)) {
      token.offset = offset;
      token.model = analyseText(token, this);
      if (token.label !== null) {
        this.walkInline(
          token.tokens,
          new Locator(token.label, offset + token.name.length + 2),
          depth + 1,
        );
      }
      return;
    }
    switch (token.type) {
      case 'link':
        checkLink(this, token as Tokens.Link, offset);
        break;
      case 'image':
        checkImage(this, token as Tokens.Image, offset);
        return;
      case 'html':
        if (!this.allowedHtml.has(token)) reportHtmlAsText(this, offset, token.raw);
        return;
      default:
        break;
    }
    const children = childTokens(token);
    if (children) this.walkInline(children, new Locator(token.raw, offset), depth + 1);
  }
}

/**
 * Analyses lexed content. `readsFamilies` false reads questions only, as where the code of the
 * other constructs is not loaded (the server): their directives are left unread, which changes
 * no question, option or key, since those never depend on another construct's reading.
 */
export function analyse(
  source: string,
  lex: LexResult,
  budget: Budget,
  frameHosts: readonly string[],
  readsFamilies = true,
): AnalysisResult {
  const analysis = new Analysis(source, lex, budget, frameHosts, readsFamilies);
  analysis.run();
  return {
    questions: analysis.questions,
    answerKey: analysis.answerKey,
    diagnostics: analysis.diagnostics,
    ai: analysis.ai,
    allowedHtml: analysis.allowedHtml,
  };
}
