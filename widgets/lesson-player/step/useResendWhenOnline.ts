import { useEffect, useRef } from 'react';
import { toast } from '@courses/runtime';
import type { AnswerChannel } from './answerChannel';
import { forgetStepAnswers, pendingSteps, stepStorageKey } from './answerStorage';
import { SAVED_ONLINE } from './messages';

interface Options {
  /** Answers are sent here (a learner's, loaded, not saving, not final). */
  enabled: boolean;
  channel: AnswerChannel;
  /** The step on screen: its view resends it, so that its saved state follows. */
  stepId: number;
  /** Resends the step on screen if it has answers waiting; true when the server took them. */
  resendStep: () => Promise<boolean>;
}

/**
 * Answers kept after a failed save go to the server on their own when the browser is back
 * online: the step on screen through its view, other steps of the same enrollment (left with
 * Previous or the dropdown while offline) straight through the channel. A create is answered
 * as an update when the step exists, so the steps elsewhere need no lookup first.
 */
export function useResendWhenOnline({ enabled, channel, stepId, resendStep }: Options): void {
  const latest = useRef(resendStep);
  useEffect(() => {
    latest.current = resendStep;
  });

  useEffect(() => {
    if (!enabled) return;
    async function resend() {
      let sent = (await latest.current()) ? 1 : 0;
      const others = pendingSteps(channel.scope).filter(([id]) => id !== stepId);
      for (const [id, values] of others) {
        const response = Object.fromEntries(
          Object.entries(values).map(([questionId, userAnswer]) => [
            questionId,
            { userAnswer, preview: null, isCorrect: null },
          ]),
        );
        const result = await channel.save({
          stepId: id,
          exists: false,
          response,
          attempt: false,
          submitted: false,
        });
        // A step that became final elsewhere cannot take them; keeping them would retry forever.
        if (result.ok || result.status === 409)
          forgetStepAnswers(stepStorageKey(id, channel.scope, false));
        if (result.ok) sent += 1;
      }
      if (sent > 0) toast(SAVED_ONLINE, 'success');
    }
    const onOnline = () => void resend();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [enabled, channel, stepId]);
}
