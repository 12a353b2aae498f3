import type { AnswerMap, UserAnswerValue } from '@courses/runtime';
import { checkGraph, parseGraphKey, type AnswerKey, type Question } from '@courses/runtime/markup';

/**
 * What the learner has entered so far, keyed by questionId; a graph answer's saved image sits
 * beside it under previewKey(questionId) (question ids cannot hold ':', so nothing collides).
 */
export type AnswerValues = Record<string, UserAnswerValue>;

export function previewKey(questionId: string): string {
  return `preview:${questionId}`;
}

export function previewOf(values: AnswerValues, questionId: string): string | null {
  const preview = values[previewKey(questionId)];
  return typeof preview === 'string' ? preview : null;
}

/** Per question: true correct, false wrong, null not auto-graded. */
export type Correctness = Record<string, boolean | null>;

/**
 * Every question needs an answer (spec section 5); a graph question only where the step has a
 * data tool to make the plot with, or it could never be answered.
 */
export function isRequired(question: Question, hasDataTool = true): boolean {
  return question.type !== 'graph' || hasDataTool;
}

/** Types the server grades, which make a step checkable (spec section 4). */
export function isCheckable(question: Pick<Question, 'type'>): boolean {
  return ['radio', 'checkbox', 'text', 'graph'].includes(question.type);
}

export function isAnswered(value: UserAnswerValue | undefined): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function firstMissing(
  questions: Question[],
  values: AnswerValues,
  hasDataTool = true,
): Question | undefined {
  return questions.find(
    (question) => isRequired(question, hasDataTool) && !isAnswered(values[question.questionId]),
  );
}

/** The body the server stores: every question of the step, empty ones as null. */
export function toAnswerMap(questions: Question[], values: AnswerValues): AnswerMap {
  const map: AnswerMap = {};
  for (const question of questions) {
    map[question.questionId] = {
      userAnswer: values[question.questionId] ?? null,
      preview: question.type === 'graph' ? previewOf(values, question.questionId) : null,
      isCorrect: null,
    };
  }
  return map;
}

export function fromAnswerMap(map: AnswerMap): AnswerValues {
  const values: AnswerValues = {};
  for (const [id, entry] of Object.entries(map)) {
    values[id] = entry.userAnswer;
    if (entry.preview) values[previewKey(id)] = entry.preview;
  }
  return values;
}

export function correctnessOf(map: AnswerMap): Correctness {
  const result: Correctness = {};
  for (const [id, entry] of Object.entries(map)) result[id] = entry.isCorrect ?? null;
  return result;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether one answer matches its key, in the browser, only for teacher review where nothing is
 * sent to the server; it follows the server's rules (docs/api.md, Answers). null when the
 * type is not auto-graded, there is no key, or no answer.
 */
export function gradeValue(
  type: Question['type'],
  answer: AnswerKey[string]['answer'] | undefined,
  value: UserAnswerValue | undefined,
): boolean | null {
  if (!isCheckable({ type }) || answer == null || !isAnswered(value)) return null;
  if (type === 'graph') {
    const graphKey = typeof answer === 'string' ? parseGraphKey(answer) : null;
    if (!graphKey || typeof value !== 'object' || value === null || Array.isArray(value))
      return null;
    return checkGraph(graphKey, value).correct;
  }
  if (Array.isArray(answer)) {
    const given = Array.isArray(value) ? [...value].sort((a, b) => a - b) : [];
    const expected = [...answer].sort((a, b) => a - b);
    return given.join(',') === expected.join(',');
  }
  if (typeof answer === 'number') return value === answer;
  return typeof value === 'string' && normalise(value) === normalise(answer);
}

/** A teacher's check graded in the browser (see gradeValue). */
export function gradeLocally(
  questions: Question[],
  values: AnswerValues,
  key: AnswerKey,
): Correctness {
  const result: Correctness = {};
  for (const question of questions) {
    result[question.questionId] = gradeValue(
      question.type,
      key[question.questionId]?.answer,
      values[question.questionId],
    );
  }
  return result;
}

/** An answer in words: option labels for positions, the text itself otherwise. */
export function describeAnswer(value: UserAnswerValue | undefined, options: string[]): string {
  if (value == null) return '';
  if (typeof value === 'number') return options[value - 1] ?? String(value);
  if (Array.isArray(value))
    return value.map((position) => options[position - 1] ?? String(position)).join(', ');
  if (typeof value === 'string') return value;
  return 'A graph made with the data tool';
}

/** A key in words: for a graph, the axes and graph type it asks for. */
export function describeKey(
  type: Question['type'],
  answer: UserAnswerValue | undefined,
  options: string[],
): string {
  if (type !== 'graph' || typeof answer !== 'string') return describeAnswer(answer, options);
  const key = parseGraphKey(answer);
  if (!key) return '';
  return [
    key.x ? `${key.x} on the x axis` : null,
    key.y ? `${key.y} on the y axis` : null,
    key.type ? `a ${key.type} graph` : null,
  ]
    .filter(Boolean)
    .join(', ');
}
