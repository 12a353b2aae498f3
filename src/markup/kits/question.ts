/**
 * Questions (`:::question`), loaded only for content that has them (see load.ts): their
 * analysis, their HTML, their finished slots and their default, static rendering.
 */
import type { DirectiveAnalysers } from '../analyse/context';
import type { ConstructModel } from '../constructs/model';
import { analyseQuestion } from '../constructs/question';
import type { HtmlRenderer } from '../html/constructHtml';
import type { Walk } from '../html/finishDom';
import type { PlacedConstruct } from '../html/placed';
import type { MarkupDocument } from '../types';
import type { QuestionParts } from '../view/showContent';
import { staticQuestion } from '../view/staticQuestion';
import { finishInPlace } from './core';

export const analysers: DirectiveAnalysers = { container: { question: analyseQuestion } };

/**
 * A question: its prompt, its options (an ordered list) and its solution, in that order, as
 * children of the question's element; the table says which are there.
 */
export function questionHtml(
  model: Extract<ConstructModel, { kind: 'question' }>,
  r: HtmlRenderer,
): string {
  const options = model.options
    ? '<ol>' +
      model.options.items
        .map((item) => {
          // An option is one line of text: a loose list's paragraph is unwrapped to its words.
          const only = item.tokens.length === 1 ? item.tokens[0] : undefined;
          const inner =
            only && (only.type === 'paragraph' || only.type === 'text') && only.tokens
              ? r.inline(only.tokens)
              : r.blocks(item.tokens);
          return `<li>${inner}</li>`;
        })
        .join('') +
      '</ol>'
    : '';
  const hasSolution = model.solution.length > 0;
  const solution = hasSolution ? `<div>${r.blocks(model.solution)}</div>` : '';
  const mark = r.constructs.place({
    kind: 'question',
    index: model.index,
    hasOptions: model.options !== null,
    hasSolution,
  });
  return `<m-c${mark}><div>${r.blocks(model.prompt)}</div>${options}${solution}</m-c>`;
}

/**
 * A question becomes a slot holding its finished parts (prompt, each option, solution) for the
 * renderer to place in the question's own layout; a question the analysis refused is shown as
 * ordinary content.
 */
export function finishQuestion(
  construct: Extract<PlacedConstruct, { kind: 'question' }>,
  element: Element,
  walk: Walk,
): void {
  const { index } = construct;
  const question = walk.questions[index];
  if (!question) {
    element.replaceWith(...Array.from(element.childNodes));
    return;
  }
  // The question's own element stays as the slot (a block by the content's style) and its
  // parts as they are: no node is made. Its children are the prompt, then the options and the
  // solution where the table has them.
  const [prompt, ...rest] = Array.from(element.children);
  const options = construct.hasOptions && rest[0]?.localName === 'ol' ? rest.shift() : undefined;
  const solution = construct.hasSolution && rest[0]?.localName === 'div' ? rest.shift() : undefined;
  for (const stray of rest) stray.remove();
  if (prompt) prompt.setAttribute('data-part', 'prompt');
  if (options) {
    for (const option of Array.from(options.children)) {
      option.setAttribute('data-part', 'option');
      options.before(option);
    }
    options.remove();
  }
  if (solution) solution.setAttribute('data-part', 'solution');
  walk.found.push(
    finishInPlace(element, {
      class: 'markup-question-slot',
      'data-question-id': question.questionId,
      'data-question-index': String(index),
    }),
  );
}

/** A question's slot in the shown content, taken apart into its parts for a renderer. */
export function questionParts(
  slot: Element,
  document: MarkupDocument,
  idPrefix: string,
): QuestionParts | null {
  const index = Number(slot.getAttribute('data-question-index'));
  const question = document.questions[index];
  if (!question) return null;
  const parts: Pick<QuestionParts, 'prompt' | 'options' | 'solution'> = {
    prompt: [],
    options: [],
    solution: null,
  };
  for (const part of Array.from(slot.children)) {
    const nodes = Array.from(part.childNodes);
    const name = part.getAttribute('data-part');
    part.remove();
    if (name === 'prompt') parts.prompt = nodes;
    else if (name === 'option') parts.options.push(nodes);
    else if (name === 'solution') parts.solution = nodes;
  }
  return {
    slot,
    question,
    number: index + 1,
    domId: `${idPrefix}-q-${question.questionId.replace(/[^\w-]/g, '-')}`,
    ...parts,
  };
}

/** Builds the default rendering of the question in `slot` (view/staticQuestion.ts) in place. */
export function buildStaticQuestion(
  page: Document,
  slot: Element,
  document: MarkupDocument,
  idPrefix: string,
): void {
  const parts = questionParts(slot, document, idPrefix);
  if (parts) slot.append(staticQuestion(page, parts));
}
