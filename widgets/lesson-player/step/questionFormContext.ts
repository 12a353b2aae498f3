import { createContext, useContext } from 'react';
import type { UserAnswerValue } from '@courses/runtime';
import type { AnswerKey } from '@courses/runtime/markup';
import type { AnswerValues, Correctness } from './answerValues';

/**
 * The step's form, handed to the question controls the markup renders. A context keeps
 * renderQuestion stable, so typing re-renders the controls and not the whole content.
 */
export interface QuestionForm {
  values: AnswerValues;
  setValue: (questionId: string, value: UserAnswerValue) => void;
  disabled: boolean;
  /** Questions flagged as unanswered (validation is on). */
  missing: ReadonlySet<string>;
  /** Set once answers are revealed. */
  correctness: Correctness | null;
  answerKey: AnswerKey;
  /** Solutions may be offered (never on an assessment a learner has not submitted). */
  showSolutions: boolean;
  /** Lets validation focus a question's first control. */
  register: (questionId: string, element: HTMLElement | null) => void;
}

export const QuestionFormContext = createContext<QuestionForm | null>(null);

export function useQuestionForm(): QuestionForm {
  const form = useContext(QuestionFormContext);
  if (!form) throw new Error('Question controls need a QuestionFormContext');
  return form;
}
