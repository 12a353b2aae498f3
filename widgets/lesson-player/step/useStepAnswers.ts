import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ASSESSMENT_SUBMITTED_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  STEP_SUBMITTED_MESSAGE,
  toast,
  whenSettled,
  type UserAnswerValue,
} from '@courses/runtime';
import type { Question } from '@courses/runtime/markup';
import { forgetStepAnswers, readStepAnswers, writeStepAnswers } from './answerStorage';
import { fromAnswerMap, toAnswerMap, type AnswerValues } from './answerValues';
import type { AnswerChannel, SavedStep } from './answerChannel';
import { useResendWhenOnline } from './useResendWhenOnline';
import { sameSavedStep, takePrefetchedAnswers, takePrimedAnswers } from './answerPrefetch';

interface Options {
  stepId: number;
  channel: AnswerChannel;
  questions: Question[];
  /** Enrolled (or playing a lesson alone), logged in and not reviewing: answers are sent. */
  sendsAnswers: boolean;
  storageKey: string;
}

/**
 * Why the server refused a save, in words it sends and the learner must read as they are
 * (409): the step was checked already, or the assessment was submitted.
 */
const FINAL_MESSAGES: readonly string[] = [STEP_SUBMITTED_MESSAGE, ASSESSMENT_SUBMITTED_MESSAGE];

export type SaveOutcome =
  | { ok: true; saved: SavedStep }
  /** final: the server holds the step (or its assessment) as final; nothing can change it. */
  | { ok: false; final: boolean; assessmentFinal: boolean };

export interface StepAnswers {
  loading: boolean;
  values: AnswerValues;
  setValue: (questionId: string, value: UserAnswerValue) => void;
  saved: SavedStep | null;
  saving: boolean;
  /** Sends the answers; a refusal has been shown (toast) and the answers are kept. */
  save: (flags: { attempt: boolean; submitted: boolean }) => Promise<SaveOutcome>;
}

/**
 * A step's answers: the saved response, overlaid by answers not yet sent (kept in session
 * storage until the server has them, so a failed save loses nothing, and sent on their own
 * when the browser is back online).
 */
export function useStepAnswers({
  stepId,
  channel,
  questions,
  sendsAnswers,
  storageKey,
}: Options): StepAnswers {
  // Asked for as the page opened at this step: that call is awaited, not made again; its
  // answers, when already in, are as fresh as the page and shown at once.
  const [primed] = useState(() =>
    sendsAnswers ? takePrimedAnswers(channel.scope, stepId) : undefined,
  );
  const [primedSaved] = useState(() => primed?.outcome?.value);
  // Answers prefetched while the reader was on the previous step: no loading state at all.
  const [prefetched] = useState(() =>
    sendsAnswers && primed === undefined ? takePrefetchedAnswers(channel.scope, stepId) : undefined,
  );
  const ready = primedSaved !== undefined ? primedSaved : prefetched;
  const [loading, setLoading] = useState(sendsAnswers && ready === undefined);
  const [values, setValues] = useState<AnswerValues>(
    () => readStepAnswers(storageKey) ?? (ready ? fromAnswerMap(ready.response) : {}),
  );
  const [saved, setSaved] = useState<SavedStep | null>(ready ?? null);
  const [saving, setSaving] = useState(false);
  // The attempt flag of a save that failed, so the resend on reconnecting keeps it.
  const failedAttempt = useRef(false);
  // Cancels the second look at a prefetched step's saved answers (below).
  const cancelSecondLook = useRef<() => void>(() => {});

  // The view is keyed by step, enrollment and review mode, so this runs once per step.
  useEffect(() => {
    // Shown with the primed answers already: nothing to ask.
    if (!sendsAnswers || primedSaved !== undefined) return;
    const controller = new AbortController();
    const fetchSaved = () => channel.fetch(stepId, controller.signal);
    // A primed call that failed (undefined) is asked again, so the view shows its own failure.
    const first = primed?.call.then((saved) => (saved === undefined ? fetchSaved() : saved));
    const ask = () =>
      void (first ?? fetchSaved()).then((response) => {
        if (controller.signal.aborted) return;
        // Asked again after a prefetch: nothing to do when the server still holds the same.
        if (
          prefetched !== undefined &&
          (response === undefined || sameSavedStep(response, prefetched))
        )
          return;
        setSaved(response ?? null);
        // Answers not yet sent are newer than the saved ones.
        if (response && !readStepAnswers(storageKey)) setValues(fromAnswerMap(response.response));
        setLoading(false);
      });
    // With prefetched answers the step is shown with them already, and asking again is a
    // check (saved in another tab since?), made when the browser is idle once the step is
    // shown, not in the frames that show it after Next.
    if (prefetched === undefined) {
      ask();
      return () => controller.abort();
    }
    const cancelWait = whenSettled(ask);
    const cancel = () => {
      cancelWait();
      controller.abort();
    };
    cancelSecondLook.current = cancel;
    return cancel;
  }, [stepId, channel, sendsAnswers, storageKey, prefetched, primed, primedSaved]);

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
      // The learner's own save (or its refusal, which brings what the server holds) is newer
      // than the second look: were that look to land later, it could turn Check into Next
      // under the learner's next press after a lost reply.
      cancelSecondLook.current();
      setSaving(true);
      const result = await channel.save({
        stepId,
        exists: saved !== null,
        response: toAnswerMap(questions, values),
        attempt,
        submitted,
      });
      setSaving(false);
      if (!result.ok) {
        const final = result.status === 409 && FINAL_MESSAGES.includes(result.detail ?? '');
        toast(final ? (result.detail ?? '') : GENERIC_ERROR_MESSAGE, 'error');
        if (!final) failedAttempt.current ||= attempt;
        else {
          // What counts is what the server holds: show it, and drop a draft it cannot take.
          forgetStepAnswers(storageKey);
          const held = await channel.fetch(stepId, new AbortController().signal);
          if (held) {
            setSaved(held);
            setValues(fromAnswerMap(held.response));
          }
        }
        return {
          ok: false,
          final,
          assessmentFinal: final && result.detail === ASSESSMENT_SUBMITTED_MESSAGE,
        } as const;
      }
      failedAttempt.current = false;
      setSaved(result.data);
      forgetStepAnswers(storageKey);
      return { ok: true, saved: result.data } as const;
    },
    [channel, stepId, saved, questions, values, storageKey],
  );

  useResendWhenOnline({
    enabled: sendsAnswers && !loading && !saving && !(saved?.submitted ?? false),
    channel,
    stepId,
    resendStep: async () => {
      if (!readStepAnswers(storageKey)) return false;
      const attempt = failedAttempt.current || (saved?.attempt ?? false);
      return (await save({ attempt, submitted: false })).ok;
    },
  });

  return { loading, values, setValue, saved, saving, save };
}
