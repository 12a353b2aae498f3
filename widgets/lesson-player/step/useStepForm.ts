import { useCallback, useMemo, useRef, useState } from 'react';
import type { AnswerKey, Question } from '@courses/runtime/markup';
import {
  firstMissing,
  isAnswered,
  isRequired,
  type AnswerValues,
  type Correctness,
} from './answerValues';
import type { QuestionForm } from './questionFormContext';

interface StepFormOptions {
  questions: Question[];
  values: AnswerValues;
  setValue: QuestionForm['setValue'];
  /** Nothing can change any more: no question is flagged as missing. */
  readOnly: boolean;
  disabled: boolean;
  correctness: Correctness | null;
  answerKey: AnswerKey;
  showSolutions: boolean;
  /** Whether the step has a data tool, without which a graph question cannot be answered. */
  hasDataTool: boolean;
}

/**
 * The form the step's question controls share, and its validation: off until the learner
 * moves on, then every required question left empty is flagged.
 */
export function useStepForm(options: StepFormOptions): {
  form: QuestionForm;
  /** Switches validation on and focuses the first unanswered question; true when none is. */
  validate: () => boolean;
} {
  const { questions, values, setValue, readOnly, disabled } = options;
  const { correctness, answerKey, showSolutions, hasDataTool } = options;
  const [validating, setValidating] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());

  const missing = useMemo(() => {
    if (!validating || readOnly) return new Set<string>();
    return new Set(
      questions
        .filter(
          (question) =>
            isRequired(question, hasDataTool) && !isAnswered(values[question.questionId]),
        )
        .map((question) => question.questionId),
    );
  }, [validating, readOnly, questions, values, hasDataTool]);

  const register = useCallback((questionId: string, element: HTMLElement | null) => {
    if (element) elements.current.set(questionId, element);
    else elements.current.delete(questionId);
  }, []);

  const form: QuestionForm = useMemo(
    () => ({
      values,
      setValue,
      disabled,
      missing,
      correctness,
      answerKey,
      showSolutions,
      register,
    }),
    [values, setValue, disabled, missing, correctness, answerKey, showSolutions, register],
  );

  function validate(): boolean {
    setValidating(true);
    const first = firstMissing(questions, values, hasDataTool);
    if (!first) return true;
    const container = elements.current.get(first.questionId);
    container
      ?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button:not(:disabled)')
      ?.focus();
    return false;
  }

  return { form, validate };
}
