import { parseGraphKey } from '../../../src/markup/graphKey';
import {
  QUESTION_TYPES,
  type Question,
  type QuestionType,
} from '../../../src/api/schemas/question';
import {
  findContainers,
  scanContainers,
  splitLines,
  type Container,
  type Line,
} from './containers';
import { parseAttributes } from './parseAttributes';

/**
 * Extracts the questions and their answer keys from step content markup. It understands only
 * what grading needs: `question` containers, their bullet-list options and their `solution`
 * container. Rendering is the widgets' job.
 */

const OPTION = /^[-*+]\s+(.*)$/;

function isQuestionType(value: string | undefined): value is QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(value ?? '');
}

/** Positions are written counting from 1; `answer="1,3"` for checkbox. */
function parsePositions(text: string): number[] {
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

function answerKey(type: QuestionType, raw: string | undefined): Question['answer'] {
  if (raw === undefined) return null;
  switch (type) {
    case 'radio': {
      const [first] = parsePositions(raw);
      return first ?? null;
    }
    case 'checkbox':
      return parsePositions(raw);
    case 'text':
    case 'textarea':
      return raw;
    case 'graph':
      // The axes and graph type of the expected plot; a malformed key is no key.
      return parseGraphKey(raw) ? raw.trim() : null;
  }
}

interface Body {
  prompt: string[];
  options: string[];
  solution: string[];
}

/**
 * Sorts a question's body lines: a solution container's inside is the solution, other nested
 * containers belong to the prompt whole, and only top-level list items of a choice question
 * are its options.
 */
function splitBody(lines: Line[], question: Container, takesOptions: boolean): Body {
  const body: Body = { prompt: [], options: [], solution: [] };
  const text = (i: number) => lines[i]?.text ?? '';
  const addTopLevel = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const option = takesOptions ? OPTION.exec(text(i)) : null;
      if (option?.[1] !== undefined) body.options.push(option[1].trim());
      else body.prompt.push(text(i));
    }
  };
  let next = question.open + 1;
  for (const child of question.children) {
    addTopLevel(next, child.open);
    next = child.close === null ? child.bodyEnd : child.close + 1;
    const [from, to] =
      child.name === 'solution' ? [child.open + 1, child.bodyEnd] : [child.open, next];
    const target = child.name === 'solution' ? body.solution : body.prompt;
    for (let j = from; j < to; j++) target.push(text(j));
  }
  addTopLevel(next, question.bodyEnd);
  return body;
}

function buildQuestion(lines: Line[], container: Container): Question | null {
  const attrs = parseAttributes(container.attributes?.source ?? '');
  const type = attrs.values['type'];
  if (!attrs.id || !isQuestionType(type)) return null;
  const body = splitBody(lines, container, type === 'radio' || type === 'checkbox');
  const rows = Number(attrs.values['rows']);
  const solution = body.solution.join('\n').trim();
  return {
    questionId: attrs.id,
    question: body.prompt.join('\n').trim(),
    type,
    options: body.options,
    answer: answerKey(type, attrs.values['answer']),
    placeholder: attrs.values['placeholder'] ?? null,
    rows: type === 'textarea' && Number.isInteger(rows) && rows > 0 ? rows : null,
    solution: solution === '' ? null : solution,
  };
}

export function parseQuestions(content: string): Question[] {
  const lines = splitLines(content);
  return findContainers(scanContainers(lines), 'question')
    .map((container) => buildQuestion(lines, container))
    .filter((question) => question !== null);
}
