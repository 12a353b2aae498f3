import type { Question } from '@courses/runtime/markup';
import type { Correctness } from './answerValues';

/**
 * A check's result in one sentence for the live region: how many answers are right, and which
 * questions are wrong, so a screen-reader user hears it without hunting through the step.
 */
export function describeCheck(questions: readonly Question[], correctness: Correctness): string {
  const graded = questions.filter((question) => correctness[question.questionId] != null);
  if (graded.length === 0) return 'Checked: your answers are saved.';
  const wrong = graded.filter((question) => correctness[question.questionId] === false);
  const right = graded.length - wrong.length;
  const count = `Checked: ${right} of ${graded.length} ${graded.length === 1 ? 'answer is' : 'answers are'} correct.`;
  if (wrong.length === 0) return count;
  return `${count} Wrong: ${wrong.map((question) => question.text).join('; ')}.`;
}
