import type { Token } from 'marked';
import type { Question as StepQuestion } from '../../api/schemas/question';
import { toStepQuestion } from './stepQuestion';
import { analyse } from '../analyse/analyse';
import { Budget, DEFAULT_LIMITS, depthFailure, MarkupLimitError, sizeFailure } from '../limits';
import type { MarkupLimits } from '../limits';
import { lexMarkup, type LexResult } from '../syntax/lex';
import { estimateNesting } from '../syntax/prescan';
import { normaliseSource } from '../syntax/source';
import { isContainerDirective } from '../syntax/tokens';
import type { AnswerKey, MarkupFailure, Question } from '../types';

/**
 * The questions of content markup without rendering it: the same lexer and the same question
 * analysis as parseMarkup, so what the server grades, lists and releases is what the lesson
 * player shows. Needs no DOM and none of the code loaded on demand (kits/).
 */

export interface QuestionList {
  /** As parseMarkup lists them (docs/markup.md, Questions). */
  questions: Question[];
  answerKey: AnswerKey;
  /** Each question's prompt as markup source, without its options and solution, by position. */
  prompts: string[];
  /** Why the content could not be read (then there are no questions), as parseMarkup says. */
  failure: MarkupFailure | null;
}

/**
 * The renderer's bounds, with more time: content the page cannot show within its bounds has no
 * questions there either, and a server has no page to keep responsive.
 */
export const READ_LIMITS: MarkupLimits = { ...DEFAULT_LIMITS, maxMilliseconds: 10_000 };

function none(failure: MarkupFailure): QuestionList {
  return { questions: [], answerKey: {}, prompts: [], failure };
}

/** The prompt of every question analysis accepted, from its model, by the question's position. */
function collectPrompts(tokens: readonly Token[], prompts: string[]): void {
  for (const token of tokens) {
    if (!isContainerDirective(token)) continue;
    const model = token.model;
    if (model?.kind === 'question') {
      prompts[model.index] = model.prompt
        .map((part) => part.raw)
        .join('')
        .trim();
    }
    collectPrompts(token.tokens, prompts);
  }
}

/** Content lexed as the renderer lexes it: the normalised text and its tokens. */
export interface LexedSource {
  text: string;
  lex: LexResult;
  budget: Budget;
}

/** Lexes content within `limits`, or says why the renderer would not show it. */
export function lexSource(
  source: string,
  limits: MarkupLimits = READ_LIMITS,
): LexedSource | MarkupFailure {
  const text = normaliseSource(source);
  if (text.length > limits.maxSourceChars) return sizeFailure(text.length, limits);
  if (estimateNesting(text) > limits.maxDepth * 2) return depthFailure(limits);
  const budget = new Budget(limits);
  try {
    return { text, lex: lexMarkup(text, budget), budget };
  } catch (error) {
    return limitFailure(error, limits);
  }
}

/** The failure a bound that was hit stands for; anything else is thrown on. */
function limitFailure(error: unknown, limits: MarkupLimits): MarkupFailure {
  if (error instanceof MarkupLimitError) return error.failure;
  // Recursion ran out of stack: nesting too deep for this engine, as parseMarkup says.
  if (error instanceof RangeError && /call stack/i.test(error.message)) return depthFailure(limits);
  throw error;
}

export function readQuestions(source: string, limits: MarkupLimits = READ_LIMITS): QuestionList {
  const lexed = lexSource(source, limits);
  if (!('lex' in lexed)) return none(lexed);
  try {
    const { text, lex, budget } = lexed;
    const { questions, answerKey } = analyse(text, lex, budget, [], false);
    const prompts: string[] = [];
    collectPrompts(lex.tokens, prompts);
    return { questions, answerKey, prompts, failure: null };
  } catch (error) {
    return none(limitFailure(error, limits));
  }
}

/** A step's questions with their keys, as the API lists them. */
export function readStepQuestions(source: string): StepQuestion[] {
  const { questions, answerKey, prompts } = readQuestions(source);
  return questions.map((question, index) =>
    toStepQuestion(question, answerKey[question.questionId], prompts[index] ?? ''),
  );
}
