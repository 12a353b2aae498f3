import { QUESTION_TYPES, type QuestionType } from '@courses/runtime/markup';
import type { DatasetAttribute } from './autocomplete';

/** Every question type the markup knows, in the order the insert menu lists them. */
export const INSERTABLE_QUESTION_TYPES: readonly QuestionType[] = QUESTION_TYPES;

/** The first `q-N` id that none of the sources uses yet (ids are unique in a whole lesson). */
export function freshQuestionId(sources: readonly string[]): string {
  const used = new Set<string>();
  for (const source of sources)
    for (const match of source.matchAll(/\{#([\w-]+)/g)) if (match[1]) used.add(match[1]);
  let n = 1;
  while (used.has(`q-${n}`)) n += 1;
  return `q-${n}`;
}

/**
 * A question of `type` ready to be filled in: the attributes the type needs, placeholder text
 * and options, and a solution. A graph question's key names the dataset's first attributes.
 */
export function questionTemplate(
  type: QuestionType,
  id: string,
  attributes: readonly DatasetAttribute[] = [],
): string {
  const solution = ':::solution\nExplain the answer here.\n:::';
  switch (type) {
    case 'text':
      return `::::question{#${id} type=text answer="answer" placeholder="Your answer"}\nWrite the question here.\n\n${solution}\n::::`;
    case 'textarea':
      return `::::question{#${id} type=textarea rows=4 placeholder="Explain your thinking"}\nWrite the question here.\n\n${solution}\n::::`;
    case 'radio':
      return `::::question{#${id} type=radio answer=1}\nWrite the question here.\n\n- First option\n- Second option\n- Third option\n\n${solution}\n::::`;
    case 'checkbox':
      return `::::question{#${id} type=checkbox answer="1,2"}\nWrite the question here.\n\n- First option\n- Second option\n- Third option\n\n${solution}\n::::`;
    case 'graph': {
      const [x, y] = attributes;
      const key = x ? ` answer="x=${x.id}${y ? ` y=${y.id}` : ''} type=dot"` : '';
      return `::::question{#${id} type=graph${key}}\nMake a graph with the data tool, then save it here.\n::::`;
    }
  }
}

/**
 * `source` with `block` inserted at `caret` as a block of its own (blank lines around it), and
 * where the caret goes after it.
 */
export function insertBlock(
  source: string,
  caret: number,
  block: string,
): { source: string; caret: number } {
  const at = Math.max(0, Math.min(caret, source.length));
  const before = source.slice(0, at);
  const after = source.slice(at);
  const lead =
    before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = lead + block + trail;
  return { source: before + inserted + after, caret: at + lead.length + block.length };
}
