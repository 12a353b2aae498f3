/**
 * Questions (`:::question`), loaded only for content that has them (see load.ts): their HTML,
 * their finished slots and their default, static rendering. Their analysis is the renderer's
 * own (constructs/question.ts), as the server reads questions too.
 */
import type { DirectiveAnalysers } from '../analyse/context';
import type { ConstructModel } from '../constructs/model';
import type { HtmlRenderer } from '../html/constructHtml';
import type { Walk } from '../html/finishDom';
import type { PlacedConstruct } from '../html/placed';
import type { MarkupDocument } from '../types';
import type { QuestionParts } from '../view/showContent';
import { staticQuestion } from '../view/staticQuestion';
import { finishInPlace } from './core';

/** None: questions are read by the renderer's own analysis (analyse/analyse.ts). */
export const analysers: DirectiveAnalysers = {};

/**
 * A question: its prompt's blocks, each option (a list item, with no list around it) and its
 * solution (a div), in that order, as children of the question's element. No wrapper holds
 * the prompt: a large lesson has hundreds of questions, and every element costs the sanitiser
 * and the page. Finishing marks the solution; the rest is told apart by tag.
 */
export function questionHtml(
  model: Extract<ConstructModel, { kind: 'question' }>,
  r: HtmlRenderer,
): string {
  const hasSolution = model.solution.length > 0;
  // Listed before its parts are rendered, as the constructs in them come after it.
  let html = `${r.constructs.open({ kind: 'question', index: model.index, hasSolution })}${r.blocks(model.prompt)}`;
  for (const item of model.options?.items ?? []) {
    // An option is one line of text: a loose list's paragraph is unwrapped to its words.
    const only = item.tokens.length === 1 ? item.tokens[0] : undefined;
    const inner =
      only && (only.type === 'paragraph' || only.type === 'text') && only.tokens
        ? r.inline(only.tokens)
        : r.blocks(item.tokens);
    html += `<li>${inner}</li>`;
  }
  if (hasSolution) html += `<div>${r.blocks(model.solution)}</div>`;
  return `${html}</m-c>`;
}

/**
 * A question becomes a slot holding its parts (prompt, options, solution; see questionHtml)
 * for the renderer to place in the question's own layout; a question the analysis refused is
 * shown as ordinary content.
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
  // parts as they are: no node is made or moved. The solution is marked, for the renderer and
  // for the content's style, which hides it until the question is built (view/showContent.ts).
  if (construct.hasSolution) element.lastElementChild?.setAttribute('data-part', 'solution');
  walk.found.push(
    finishInPlace(element, {
      class: 'markup-question-slot',
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
  // Each list item is an option, the marked div the solution, anything else the prompt's.
  for (let part = slot.firstChild; part; part = slot.firstChild) {
    part.remove();
    if (part.nodeName === 'LI') parts.options.push(Array.from(part.childNodes));
    else if ((part as Element).getAttribute?.('data-part') === 'solution')
      parts.solution = Array.from(part.childNodes);
    else parts.prompt.push(part);
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
