import { checkGraph, parseGraphKey } from '../../../src/markup/graphKey';
import type { AnswerMap, Question, UserAnswerValue } from '../../../src/api/schemas/question';

/** Text answers match regardless of case and spacing. */
function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function toPositions(value: UserAnswerValue): number[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value === 'number') return [value];
  if (typeof value === 'string' && value.trim() !== '') {
    const positions = value.split(',').map((part) => Number(part.trim()));
    return positions.every(Number.isFinite) ? positions : null;
  }
  return null;
}

/**
 * Whether one answer matches the key: true/false for radio, checkbox and text; null for
 * graph when its key names the axes or type; null for textarea (not auto-graded), for a
 * question without a key, and for no answer.
 */
export function gradeAnswer(question: Question, userAnswer: UserAnswerValue): boolean | null {
  const key = question.answer;
  if (key === null || userAnswer === null) return null;
  switch (question.type) {
    case 'radio': {
      const given = toPositions(userAnswer);
      return given !== null && given.length === 1 && given[0] === key;
    }
    case 'checkbox': {
      const given = toPositions(userAnswer);
      if (given === null || !Array.isArray(key)) return false;
      const want = [...new Set(key)].sort((a, b) => a - b);
      const got = [...new Set(given)].sort((a, b) => a - b);
      return want.length === got.length && want.every((n, i) => n === got[i]);
    }
    case 'text':
      return typeof userAnswer === 'string' || typeof userAnswer === 'number'
        ? normalizeText(String(userAnswer)) === normalizeText(String(key))
        : false;
    case 'graph': {
      // A plot matches when every part of the key (axes, graph type) matches its state.
      const graphKey = typeof key === 'string' ? parseGraphKey(key) : null;
      if (!graphKey || typeof userAnswer !== 'object' || Array.isArray(userAnswer)) return null;
      return checkGraph(graphKey, userAnswer).correct;
    }
    case 'textarea':
      return null;
  }
}

/** Sets isCorrect on every answer of the map; the client's own verdict is not trusted. */
export function gradeResponse(questions: readonly Question[], response: AnswerMap): AnswerMap {
  const graded: AnswerMap = {};
  for (const [questionId, answer] of Object.entries(response)) {
    const question = questions.find((q) => q.questionId === questionId);
    graded[questionId] = {
      ...answer,
      isCorrect: question ? gradeAnswer(question, answer.userAnswer) : null,
    };
  }
  return graded;
}
