import type { AnswerMap, UserAnswerValue } from '@courses/runtime';
import {
  gradeAnswer,
  isAnswered,
  isAutoGraded,
  parseGraphKey,
  type AnswerKey,
  type Question,
} from '@courses/runtime/markup';

export { isAnswered };

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
  return isAutoGraded(question.type);
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

/**
 * A teacher's check graded in the browser, where nothing is sent to the server, by the rules
 * the server grades with (gradeAnswer, the markup's question model).
 */
export function gradeLocally(
  questions: Question[],
  values: AnswerValues,
  key: AnswerKey,
): Correctness {
  const result: Correctness = {};
  for (const question of questions) {
    result[question.questionId] = gradeAnswer(
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
