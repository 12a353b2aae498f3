import { useCallback, useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, toast, type UserAnswerValue } from '@courses/runtime';
import type { Question } from '@courses/runtime/markup';
import { forgetStepAnswers, readStepAnswers, writeStepAnswers } from './answerStorage';
import { fromAnswerMap, toAnswerMap, type AnswerValues } from './answerValues';
import type { AnswerChannel, SavedStep } from './answerChannel';

interface Options {
  stepId: number;
  channel: AnswerChannel;
  questions: Question[];
  /** Enrolled (or playing a lesson alone), logged in and not reviewing: answers are sent. */
  sendsAnswers: boolean;
  storageKey: string;
}

export interface StepAnswers {
  loading: boolean;
  values: AnswerValues;
  setValue: (questionId: string, value: UserAnswerValue) => void;
  saved: SavedStep | null;
  saving: boolean;
  /** Sends the answers; undefined (after an error toast) when the server refused. */
  save: (flags: { attempt: boolean; submitted: boolean }) => Promise<SavedStep | undefined>;
}

/**
 * A step's answers: the saved response, overlaid by answers not yet sent (kept in session
 * storage until the server has them, so a failed save loses nothing).
 */
export function useStepAnswers({
  stepId,
  channel,
  questions,
  sendsAnswers,
  storageKey,
}: Options): StepAnswers {
  const [loading, setLoading] = useState(sendsAnswers);
  const [values, setValues] = useState<AnswerValues>(() => readStepAnswers(storageKey) ?? {});
  const [saved, setSaved] = useState<SavedStep | null>(null);
  const [saving, setSaving] = useState(false);

  // The view is keyed by step, enrollment and review mode, so this runs once per step.
  useEffect(() => {
    if (!sendsAnswers) return;
    const controller = new AbortController();
    void channel.fetch(stepId, controller.signal).then((response) => {
      if (controller.signal.aborted) return;
      setSaved(response ?? null);
      // Answers not yet sent are newer than the saved ones.
      if (response && !readStepAnswers(storageKey)) setValues(fromAnswerMap(response.response));
      setLoading(false);
    });
    return () => controller.abort();
  }, [stepId, channel, sendsAnswers, storageKey]);

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
      const result = await channel.save({
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
    [channel, stepId, saved, questions, values, storageKey],
  );

  return { loading, values, setValue, saved, saving, save };
}
