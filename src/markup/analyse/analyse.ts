import type { Token, Tokens } from 'marked';
import { analyseImage } from '../constructs/image';
import { analyseKeyword } from '../constructs/keyword';
import { analyseQuestion } from '../constructs/question';
import type { ConstructModel } from '../constructs/model';
import { findDirective, type DirectiveForm } from '../directives';
import { familyOf } from '../kits/families';
import { kit } from '../kits/registry';
import type { Budget } from '../limits';
import { MarkupLimitError, tableFailure } from '../limits';
import { LineIndex } from '../sourcePosition';
import {
  childTokens,
  isContainerDirective,
  isLeafDirective,
  isStrayFence,
  isTextDirective,
  type ContainerDirectiveToken,
  type DirectiveToken,
  type LeafDirectiveToken,
  type TextDirectiveToken,
} from '../syntax/tokens';
import type { LexResult } from '../syntax/lex';
import type { AiMarker, AnswerKey, Diagnostic, DiagnosticSeverity, Question } from '../types';
import { isSafeImageUrl, isSafeLinkUrl } from '../url';
import type { AnalysisContext, DirectiveAnalysers } from './context';
import { checkDirectiveSyntax } from './directiveSyntax';
import { findAllowedInlineHtml } from './inlineHtml';
import { Locator } from './locator';
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
 * The directives the renderer's own code reads; the others' families read theirs (kits/).
 * Questions are read here, though drawn by their family's code: the server reads them too.
 */
const OWN_ANALYSERS: DirectiveAnalysers = {
  container: { question: analyseQuestion },
  leaf: { image: analyseImage },
  text: { keyword: analyseKeyword },
};

type AnalyserOfForm = { [F in DirectiveForm]-?: NonNullable<DirectiveAnalysers[F]>[string] };

function analyserIn<F extends DirectiveForm>(
  analysers: DirectiveAnalysers,
  form: F,
  name: string,
): AnalyserOfForm[F] | undefined {
  const byName = analysers[form] as Readonly<Record<string, AnalyserOfForm[F]>> | undefined;
  // Own names only: `::toString` or `:hasOwnProperty[…]` name no analyser, but the object's
  // inherited methods, which would drop the directive or fail the whole content.
  return byName && Object.hasOwn(byName, name) ? byName[name] : undefined;
}

/** A family's directive where only questions are read: shown as content, nothing reported. */
const NOT_READ = (): ConstructModel => ({ kind: 'plain' });

/** What reads a directive of `form` named `name`, if anything does. */
function analyserOf<F extends DirectiveForm>(
  form: F,
  name: string,
  readsFamilies: boolean,
): AnalyserOfForm[F] | undefined {
  const own = analyserIn(OWN_ANALYSERS, form, name);
  if (own) return own;
  const family = familyOf(form, name);
  if (!family) return undefined;
  return readsFamilies ? analyserIn(kit(family).analysers, form, name) : NOT_READ;
}

function showHtml(raw: string): string {
  const oneLine = raw.trim().split('\n', 1)[0] ?? '';
  return oneLine.length > 40 ? `${oneLine.slice(0, 40)}…` : oneLine;
}

/**
 * Walks the tokens once: locates every token in the source, validates every directive,
 * decides what each renders as, and collects questions, the answer key and diagnostics.
 */
class Analysis implements AnalysisContext {
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
    private readonly readsFamilies: boolean,
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
      token.model = this.analyseContainer(token, scope);
      const insideQuestion = scope.insideQuestion || token.name === 'question';
      this.walkBlocks(token.tokens, null, { ...inner, insideQuestion });
      return;
    }
    if (isLeafDirective(token)) {
      token.model = this.analyseLeaf(token);
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
        this.report(
          offset,
          'warning',
          'html-as-text',
          `HTML is shown as text: "${showHtml(token.raw)}".`,
        );
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
      token.model = this.analyseText(token);
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
      case 'link': {
        const link = token as Tokens.Link;
        if (!isSafeLinkUrl(link.href)) {
          this.report(
            offset,
            'warning',
            'unsafe-link',
            `The link to "${link.href.slice(0, 60)}" was removed: links may go to web pages, paths, mailto: and tel: only.`,
          );
        }
        break;
      }
      case 'image': {
        const image = token as Tokens.Image;
        if (!isSafeImageUrl(image.href)) {
          this.report(
            offset,
            'error',
            'bad-image-source',
            `"${image.href.slice(0, 60)}" is not an image address this page may load (use https:// or a path).`,
          );
        } else if (!image.text.trim()) {
          this.report(
            offset,
            'warning',
            'missing-alt',
            'This image has no alt text: write it as ![what it shows](…).',
          );
        }
        return;
      }
      case 'html':
        if (!this.allowedHtml.has(token)) {
          this.report(
            offset,
            'warning',
            'html-as-text',
            `HTML is shown as text: "${showHtml(token.raw)}".`,
          );
        }
        return;
      default:
        break;
    }
    const children = childTokens(token);
    if (children) this.walkInline(children, new Locator(token.raw, offset), depth + 1);
  }

  private analyseContainer(token: ContainerDirectiveToken, scope: Scope): ConstructModel {
    checkDirectiveSyntax(token, 'container', this);
    if (!token.closed) {
      const fence = ':'.repeat(token.colons);
      this.report(
        token.offset,
        'error',
        'unclosed-container',
        `":::${token.name}" is never closed: end it with a line "${fence}". ` +
          'To nest containers, give the outer one more colons.',
      );
    }
    if (token.name === 'solution') {
      // Inside a question its own renderer draws it; this matters only if the question is refused.
      if (scope.insideQuestion) return { kind: 'plain' };
      this.report(
        token.offset,
        'error',
        'solution-outside-question',
        'A solution must be inside a question.',
      );
      return { kind: 'plain' };
    }
    if (token.name === 'question' && scope.insideQuestion) {
      this.report(
        token.offset,
        'error',
        'nested-question',
        'A question cannot contain another question.',
      );
      return { kind: 'plain' };
    }
    const analyser = analyserOf('container', token.name, this.readsFamilies);
    if (analyser) return analyser(token, this);
    return this.unknownDirective(token, 'container');
  }

  private analyseLeaf(token: LeafDirectiveToken): ConstructModel {
    checkDirectiveSyntax(token, 'leaf', this);
    if (token.name === 'ai') return this.analyseAiMarker(token);
    const analyser = analyserOf('leaf', token.name, this.readsFamilies);
    if (analyser) return analyser(token, this);
    return this.unknownDirective(token, 'leaf');
  }

  private analyseText(token: TextDirectiveToken): ConstructModel {
    checkDirectiveSyntax(token, 'text', this);
    const analyser = analyserOf('text', token.name, this.readsFamilies);
    if (analyser) return analyser(token, this);
    return this.unknownDirective(token, 'text');
  }

  private analyseAiMarker(token: LeafDirectiveToken): ConstructModel {
    if (token.offset !== 0) {
      const message = 'The ::ai marker must be the first line of the content.';
      this.report(token.offset, 'error', 'misplaced-ai-marker', message);
      return { kind: 'problem', message };
    }
    const model = token.attributes.values.get('model')?.trim() ?? '';
    const type = token.attributes.values.get('type')?.trim() ?? '';
    if (!model)
      this.report(token.offset, 'warning', 'ai-marker', 'The ::ai marker should name its model=….');
    if (type !== 'keyword') {
      this.report(
        this.attributeOffset(token, 'type'),
        'warning',
        'ai-marker',
        type
          ? `"${type}" is not a known AI content type (the only one is keyword).`
          : 'The ::ai marker has no type=….',
      );
    }
    this.ai = { model, type };
    return { kind: 'hidden' };
  }

  private unknownDirective(token: DirectiveToken, form: DirectiveForm): ConstructModel {
    const prefix = form === 'container' ? ':::' : form === 'leaf' ? '::' : ':';
    const elsewhere = (['container', 'leaf', 'text'] as const).find(
      (other) => other !== form && findDirective(other, token.name),
    );
    const hint = elsewhere
      ? ` "${token.name}" is written ${elsewhere === 'container' ? ':::' : elsewhere === 'leaf' ? '::' : ':'}${token.name}.`
      : '';
    const message = `Unknown directive "${prefix}${token.name}"; it is shown as text.${hint}`;
    this.report(token.offset, 'error', 'unknown-directive', message);
    return { kind: 'problem', message };
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
