import {
  findContainers,
  scanContainers,
  splitLines,
  type Container,
  type Line,
} from './containers';
import { tokenizeAttributes } from './parseAttributes';

/**
 * Removes the answer keys from content markup, so a learner's browser never receives them
 * before they are due: every question's `answer` attribute and every `solution` container
 * inside a question. Everything else stays byte for byte, line breaks included.
 */

/** A span of the content to cut, end exclusive. */
interface Cut {
  start: number;
  end: number;
}

/**
 * The `answer` attributes of a question's block, each with the space that separated it from
 * its neighbour, so `{#q type=radio answer=2}` becomes `{#q type=radio}`.
 */
function answerCuts(question: Container): Cut[] {
  const block = question.attributes;
  if (!block) return [];
  const tokens = tokenizeAttributes(block.source);
  return tokens.flatMap((token, index) => {
    if (token.kind !== 'value' || token.name !== 'answer') return [];
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    // Take the space before it; a first attribute takes the space after it instead.
    const start = before ? before.end : 0;
    const end = before ? token.end : (after?.start ?? block.source.length);
    return [{ start: block.start + start, end: block.start + end }];
  });
}

/** A solution container whole, from its opening line through its closing fence. */
function solutionCuts(lines: Line[], question: Container): Cut[] {
  return findContainers(question.children, 'solution').map((solution) => {
    const last = solution.close ?? solution.bodyEnd - 1;
    const start = lines[solution.open]?.start ?? 0;
    return { start, end: Math.max(start, lines[last]?.next ?? start) };
  });
}

/** Every question at any depth, questions nested in questions included. */
function allQuestions(containers: Container[]): Container[] {
  return findContainers(containers, 'question').flatMap((question) => [
    question,
    ...allQuestions(question.children),
  ]);
}

export function redactKeys(content: string): string {
  const lines = splitLines(content);
  const cuts = allQuestions(scanContainers(lines))
    .flatMap((question) => [...answerCuts(question), ...solutionCuts(lines, question)])
    .sort((a, b) => a.start - b.start);
  let kept = '';
  let from = 0;
  for (const cut of cuts) {
    // A cut inside one already made (a question within a removed solution) is done.
    if (cut.end <= from) continue;
    kept += content.slice(from, Math.max(from, cut.start));
    from = Math.max(from, cut.end);
  }
  return kept + content.slice(from);
}
