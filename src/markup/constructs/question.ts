import type { Token, Tokens } from 'marked';
import type { AnalysisContext } from '../analyse/context';
import type { ContainerDirectiveToken } from '../syntax/tokens';
import type { QuestionAnswer, QuestionType } from '../types';
import type { ConstructModel } from './model';
import { parseGraphKey } from '../graphKey';
import { isContainerDirective } from '../syntax/tokens';
import { QUESTION_TYPES, QUESTION_TYPE_NAMES } from '../types';
import { attributeValue, parseWholeNumber } from './attributeValues';
import { DEFAULT_TEXTAREA_ROWS } from './defaults';
import { isOneOf } from '../../typeGuards/isOneOf';

const MAX_TEXTAREA_ROWS = 50;

interface Body {
  prompt: Token[];
  options: Tokens.List | null;
  solution: Token[];
  solutionSource: string[];
}

/** Splits a question's body into prompt, option list (choice types) and solution. */
function splitBody(token: ContainerDirectiveToken, takesOptions: boolean): Body {
  const body: Body = { prompt: [], options: null, solution: [], solutionSource: [] };
  for (const child of token.tokens) {
    if (isContainerDirective(child) && child.name === 'solution') {
      body.solution.push(...child.tokens);
      body.solutionSource.push(child.body.trim());
    } else if (takesOptions && body.options === null && child.type === 'list') {
      body.options = child as Tokens.List;
    } else {
      body.prompt.push(child);
    }
  }
  return body;
}

function readId(token: ContainerDirectiveToken, ctx: AnalysisContext, position: number): string {
  const written = token.attributes.id ?? attributeValue(token, 'id');
  if (token.attributes.id === null && written !== undefined) {
    ctx.report(
      ctx.attributeOffset(token, 'id'),
      'warning',
      'question-id-syntax',
      `Write the question id as #${written}, not id=${written}.`,
    );
  }
  if (!written) {
    ctx.report(
      token.offset,
      'error',
      'missing-id',
      `This question has no id: add one to its attributes, e.g. {#q-${position} type=…}.`,
    );
    return `question-${position}`;
  }
  const firstLine = ctx.questionIdLine(written);
  if (firstLine !== null) {
    ctx.report(
      ctx.attributeOffset(token, token.attributes.id === null ? 'id' : '#'),
      'error',
      'duplicate-id',
      `The question id "${written}" is already used on line ${firstLine}; ids must be unique.`,
    );
    return `${written}-${position}`;
  }
  return written;
}

function readChoiceAnswer(
  token: ContainerDirectiveToken,
  ctx: AnalysisContext,
  type: 'radio' | 'checkbox',
  optionCount: number,
  questionId: string,
): QuestionAnswer {
  const written = attributeValue(token, 'answer');
  if (written === undefined || written.trim() === '') {
    ctx.report(
      token.offset,
      'warning',
      'missing-answer',
      `Question "${questionId}" has no answer, so it cannot be checked.`,
    );
    return null;
  }
  const parts = type === 'radio' ? [written] : written.split(/[\s,]+/).filter(Boolean);
  const positions: number[] = [];
  for (const part of parts) {
    const position = parseWholeNumber(part, 1, Number.MAX_SAFE_INTEGER);
    if (position === null || position > optionCount) {
      ctx.report(
        ctx.attributeOffset(token, 'answer'),
        'error',
        'answer-not-an-option',
        `Answer "${part}" of question "${questionId}" is not one of its ${optionCount} options ` +
          '(count options from 1).',
      );
      return null;
    }
    if (!positions.includes(position)) positions.push(position);
  }
  if (type === 'radio') return positions[0] ?? null;
  return positions.sort((a, b) => a - b);
}

function readTextAnswer(
  token: ContainerDirectiveToken,
  ctx: AnalysisContext,
  type: QuestionType,
  questionId: string,
): QuestionAnswer {
  // A blank answer is no answer: no text could match it, a blank one is not an answer at all.
  const given = attributeValue(token, 'answer');
  const written = given?.trim() ? given : undefined;
  if (type === 'graph') {
    if (written === undefined) return null;
    if (parseGraphKey(written) === null) {
      ctx.report(
        ctx.attributeOffset(token, 'answer'),
        'error',
        'bad-graph-answer',
        `The answer of graph question "${questionId}" names the axes and the graph type, e.g. ` +
          'answer="x=latitude y=annual type=dot"; it is not used as written.',
      );
      return null;
    }
    return written;
  }
  if (written === undefined && type === 'text') {
    ctx.report(
      token.offset,
      'warning',
      'missing-answer',
      `Question "${questionId}" has no answer, so it cannot be checked.`,
    );
  }
  return written ?? null;
}

function readRows(token: ContainerDirectiveToken, ctx: AnalysisContext, type: QuestionType) {
  const written = attributeValue(token, 'rows');
  if (type !== 'textarea') {
    if (written !== undefined) {
      ctx.report(
        ctx.attributeOffset(token, 'rows'),
        'warning',
        'unused-attribute',
        '"rows" is only used by textarea questions.',
      );
    }
    return null;
  }
  if (written === undefined) return DEFAULT_TEXTAREA_ROWS;
  const rows = parseWholeNumber(written, 1, MAX_TEXTAREA_ROWS);
  if (rows === null) {
    ctx.report(
      ctx.attributeOffset(token, 'rows'),
      'warning',
      'bad-rows',
      `"rows" must be a whole number from 1 to ${MAX_TEXTAREA_ROWS}; ${DEFAULT_TEXTAREA_ROWS} is used.`,
    );
    return DEFAULT_TEXTAREA_ROWS;
  }
  return rows;
}

function readPlaceholder(token: ContainerDirectiveToken, ctx: AnalysisContext, type: QuestionType) {
  const written = attributeValue(token, 'placeholder');
  if (written !== undefined && type !== 'text' && type !== 'textarea') {
    ctx.report(
      ctx.attributeOffset(token, 'placeholder'),
      'warning',
      'unused-attribute',
      '"placeholder" is only used by text and textarea questions.',
    );
  }
  return written ?? '';
}

/**
 * Reads a `:::question` into the question list and the answer key. Part of the renderer's own
 * code, not of the questions' code loaded on demand (kits/question.ts): it runs wherever
 * questions are read, the server included (questions/readQuestions.ts), where no DOM is.
 */
export function analyseQuestion(
  token: ContainerDirectiveToken,
  ctx: AnalysisContext,
): ConstructModel {
  const typeText = attributeValue(token, 'type');
  if (typeText === undefined || !isOneOf(QUESTION_TYPES, typeText)) {
    const known = QUESTION_TYPES.map((type) => `${type} (${QUESTION_TYPE_NAMES[type]})`).join(', ');
    ctx.report(
      typeText === undefined ? token.offset : ctx.attributeOffset(token, 'type'),
      'error',
      'unknown-question-type',
      typeText === undefined
        ? `This question has no type: add type=… (one of ${known}).`
        : `"${typeText}" is not a question type; use one of ${known}.`,
    );
    return { kind: 'plain' };
  }
  const type = typeText;
  const position = ctx.nextIndex('question') + 1;
  const questionId = readId(token, ctx, position);
  const takesOptions = type === 'radio' || type === 'checkbox';
  const body = splitBody(token, takesOptions);
  const options = body.options?.items.map((item) => ctx.plainText(item.tokens).trim()) ?? [];
  if (takesOptions && options.length === 0) {
    ctx.report(
      token.offset,
      'error',
      'missing-options',
      `Question "${questionId}" is ${type} but has no options: list them as bullet points.`,
    );
  }
  const answer = takesOptions
    ? readChoiceAnswer(token, ctx, type, options.length, questionId)
    : readTextAnswer(token, ctx, type, questionId);
  const text = ctx.plainText(body.prompt).trim();
  if (!text) {
    ctx.report(token.offset, 'warning', 'empty-question', `Question "${questionId}" has no text.`);
  }
  const index = ctx.addQuestion(
    {
      questionId,
      text,
      type,
      options,
      answer,
      placeholder: readPlaceholder(token, ctx, type),
      rows: readRows(token, ctx, type),
    },
    { answer, solution: body.solutionSource.join('\n\n'), preview: null },
    token.offset,
  );
  return {
    kind: 'question',
    index,
    questionId,
    type,
    prompt: body.prompt,
    options: body.options,
    solution: body.solution,
  };
}
