import {
  QUESTION_TYPES,
  type Question,
  type QuestionType,
} from '../../../src/api/schemas/question';
import { parseAttributes } from './parseAttributes';

/**
 * Extracts the questions and their answer keys from step content markup. It understands only
 * what grading needs: `::::question{...}` containers, their bullet-list options and their
 * `:::solution` block. Rendering is the widgets' job.
 */

const QUESTION_OPEN = /^::::question(?:\{(.*)\})?\s*$/;
const QUESTION_CLOSE = /^::::\s*$/;
const CONTAINER_OPEN = /^:::([a-z][\w-]*)(?:\{.*\})?\s*$/;
const CONTAINER_CLOSE = /^:::\s*$/;
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
      return null;
  }
}

function buildQuestion(attrSource: string, body: string[]): Question | null {
  const attrs = parseAttributes(attrSource);
  const type = attrs.values['type'];
  if (!attrs.id || !isQuestionType(type)) return null;
  const prompt: string[] = [];
  const options: string[] = [];
  const solution: string[] = [];
  let inSolution = false;
  let depth = 0;
  for (const line of body) {
    const trimmed = line.trim();
    if (depth === 0 && /^:::solution\s*$/.test(trimmed)) {
      inSolution = true;
      depth = 1;
      continue;
    }
    if (CONTAINER_OPEN.test(trimmed)) depth += 1;
    else if (CONTAINER_CLOSE.test(trimmed) && depth > 0) {
      depth -= 1;
      if (depth === 0 && inSolution) {
        inSolution = false;
        continue;
      }
    }
    if (inSolution) {
      solution.push(line);
      continue;
    }
    // Only top-level list items of a choice question are its options.
    const option =
      depth === 0 && (type === 'radio' || type === 'checkbox') ? OPTION.exec(line) : null;
    if (option?.[1] !== undefined) options.push(option[1].trim());
    else prompt.push(line);
  }
  const rows = Number(attrs.values['rows']);
  return {
    questionId: attrs.id,
    question: prompt.join('\n').trim(),
    type,
    options,
    answer: answerKey(type, attrs.values['answer']),
    placeholder: attrs.values['placeholder'] ?? null,
    rows: type === 'textarea' && Number.isInteger(rows) && rows > 0 ? rows : null,
    solution: solution.length > 0 ? solution.join('\n').trim() : null,
  };
}

export function parseQuestions(content: string): Question[] {
  const questions: Question[] = [];
  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const open = QUESTION_OPEN.exec(lines[i]?.trim() ?? '');
    if (!open) continue;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !QUESTION_CLOSE.test(lines[j]?.trim() ?? '')) {
      body.push(lines[j] ?? '');
      j += 1;
    }
    const question = buildQuestion(open[1] ?? '', body);
    if (question) questions.push(question);
    i = j;
  }
  return questions;
}
