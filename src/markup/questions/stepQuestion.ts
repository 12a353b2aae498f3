import type { Question as StepQuestion } from '../../api/schemas/question';
import type { AnswerKeyEntry, Question } from '../types';

/**
 * A question as the API lists it in a step (docs/api.md): the prompt as markup, the key's
 * answer and solution (null when there is none), no placeholder as null.
 */
export function toStepQuestion(
  question: Question,
  key: AnswerKeyEntry | undefined,
  prompt: string,
): StepQuestion {
  return {
    questionId: question.questionId,
    question: prompt,
    type: question.type,
    options: question.options,
    answer: key?.answer ?? null,
    placeholder: question.placeholder === '' ? null : question.placeholder,
    rows: question.rows,
    solution: key?.solution ? key.solution : null,
  };
}
