import type { Token } from 'marked';
import { attributeSpans } from '../syntax/attributes';
import { originalOffsets } from '../syntax/source';
import { isContainerDirective, type ContainerDirectiveToken } from '../syntax/tokens';
import { lexSource } from './readQuestions';

/**
 * Removes the answer keys from content markup, so a learner's browser never receives them
 * before they are due (docs/api.md, Answer keys): the `answer` attribute of every question and
 * every `solution` container inside a question, at any depth. The containers are found by the
 * lexer the lesson player reads the content with; everything else stays byte for byte, line
 * breaks included.
 */

/** A span of the normalised text to cut, end exclusive. */
interface Cut {
  start: number;
  end: number;
}

/**
 * The `answer` attributes of a question's block, each with the space that separated it from
 * its neighbour, so `{#q type=radio answer=2}` becomes `{#q type=radio}`.
 */
function answerCuts(text: string, question: ContainerDirectiveToken): Cut[] {
  const brace = question.attributesOffset;
  if (brace === -1) return [];
  const spans = attributeSpans(text, brace);
  return spans.flatMap((span, index) => {
    if (span.key !== 'answer') return [];
    const before = spans[index - 1];
    const after = spans[index + 1];
    // Take the space before it; a first attribute takes the space after it instead.
    const start = before ? before.end : 1;
    const end = before ? span.end : (after?.start ?? span.end);
    return [{ start: brace + start, end: brace + end }];
  });
}

/** Every solution container among `tokens` and inside them, whole: fences and body. */
function solutionCuts(tokens: readonly Token[]): Cut[] {
  return tokens
    .filter(isContainerDirective)
    .flatMap((token) =>
      token.name === 'solution'
        ? [{ start: token.offset, end: token.offset + token.raw.length }]
        : solutionCuts(token.tokens),
    );
}

/** The cuts of every question among `tokens`, questions inside other containers included. */
function questionCuts(text: string, tokens: readonly Token[]): Cut[] {
  return tokens
    .filter(isContainerDirective)
    .flatMap((token) => [
      ...(token.name === 'question'
        ? [...answerCuts(text, token), ...solutionCuts(token.tokens)]
        : []),
      ...questionCuts(text, token.tokens),
    ]);
}

export function redactKeys(content: string): string {
  const lexed = lexSource(content);
  // Content the lesson player cannot read shows nothing there but the reason; it is sent as
  // nothing, so that no key in it is sent either.
  if (!('lex' in lexed)) return '';
  const { text, lex } = lexed;
  const tokens = lex.tokens;
  const toOriginal = originalOffsets(content);
  const cuts = questionCuts(text, tokens).sort((a, b) => a.start - b.start);
  let kept = '';
  let from = 0;
  for (const cut of cuts) {
    const start = toOriginal(cut.start);
    const end = toOriginal(cut.end);
    // A cut inside one already made (a question within a removed solution) is done.
    if (end <= from) continue;
    kept += content.slice(from, Math.max(from, start));
    from = Math.max(from, end);
  }
  return kept + content.slice(from);
}
