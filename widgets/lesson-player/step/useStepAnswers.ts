import { useCallback, useEffect, useState } from 'react';
import {
  GENERIC_ERROR_MESSAGE,
  fetchStepResponse,
  toast,
  type StepResponse,
  type UserAnswerValue,
} from '@courses/runtime';
import type { Question } from '@courses/runtime/markup';
import { forgetStepAnswers, readStepAnswers, writeStepAnswers } from './answerStorage';
import { fromAnswerMap, toAnswerMap, type AnswerValues } from './answerValues';
import { saveStepResponse } from './stepSaving';

interface Options {
  stepId: number;
  enrollId: number;
  questions: Question[];
  /** Enrolled and not reviewing: answers go to the server. */
  sendsAnswers: boolean;
  storageKey: string;
}

export interface StepAnswers {
  loading: boolean;
  values: AnswerValues;
  setValue: (questionId: string, value: UserAnswerValue) => void;
  saved: StepResponse | null;
  saving: boolean;
  /** Sends the answers; undefined (after an error toast) when the server refused. */
  save: (flags: { attempt: boolean; submitted: boolean }) => Promise<StepResponse | undefined>;
}

/**
 * A step's answers: the saved response, overlaid by answers not yet sent (kept in session
 * storage until the server has them, so a failed save loses nothing).
 */
export function useStepAnswers({
  stepId,
  enrollId,
  questions,
  sendsAnswers,
  storageKey,
}: Options): StepAnswers {
  const [loading, setLoading] = useState(sendsAnswers);
  const [values, setValues] = useState<AnswerValues>(() => readStepAnswers(storageKey) ?? {});
  const [saved, setSaved] = useState<StepResponse | null>(null);
  const [saving, setSaving] = useState(false);

  // The view is keyed by step, enrollment and review mode, so this runs once per step.
  useEffect(() => {
    if (!sendsAnswers) return;
    const controller = new AbortController();
    void fetchStepResponse(enrollId, stepId, { signal: controller.signal }).then((response) => {
      if (controller.signal.aborted) return;
      setSaved(response ?? null);
      // Answers not yet sent are newer than the saved ones.
      if (response && !readStepAnswers(storageKey)) setValues(fromAnswerMap(response.response));
      setLoading(false);
    });
    return () => controller.abort();
  }, [stepId, enrollId, sendsAnswers, storageKey]);

  const setValue = useCallback(
    (questionId: string, value: UserAnswerValue) => {
      setValues((current) => {
        const next = { ...current, [questionId]: value };
        writeStepAnswers(storageKey, next);
        return next;
      });
    },
    [storageKey],
  );

  const save = useCallback(
    async ({ attempt, submitted }: { attempt: boolean; submitted: boolean }) => {
      setSaving(true);
      const result = await saveStepResponse({
        enrollId,
        stepId,
        exists: saved !== null,
        response: toAnswerMap(questions, values),
        attempt,
        submitted,
      });
      setSaving(false);
      if (!result) {
        toast(GENERIC_ERROR_MESSAGE, 'error');
        return undefined;
      }
      setSaved(result);
      forgetStepAnswers(storageKey);
      return result;
    },
    [enrollId, stepId, saved, questions, values, storageKey],
  );

  return { loading, values, setValue, saved, saving, save };
}
