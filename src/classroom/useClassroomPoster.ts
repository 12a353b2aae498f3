import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  isInsufficientScope,
  toast,
  type ClassroomProvider,
} from '@courses/runtime';
import { grantIntegration, revokeIntegration } from '@courses/runtime/requests';
import {
  EMPTY_POST_MESSAGE,
  GRANT_FAILED_MESSAGE,
  MULTIPLE_ACCOUNTS_MESSAGE,
  NOT_POSTED_MESSAGE,
} from './messages';
import { classifyClassroomPost, type ClassroomPostReply } from './postOutcome';
import { prepareClassroomConsent, requestClassroomCode } from './consent/requestCode';
import { googleAccessChangeAtom } from './googleAccess';

export interface ClassroomPostHandlers<Target> {
  providerOf(target: Target): ClassroomProvider;
  /** Makes the post; throws the client's ApiError on an HTTP failure. */
  send(target: Target): Promise<ClassroomPostReply>;
  onPosted(target: Target, gassignmentId: string): void;
  /** The post did not happen; `message` is for the user (already shown as an error toast). */
  onFailed(target: Target, message: string): void;
  /** The user declined to grant access (already told with a warning toast). */
  onCancelled(target: Target): void;
}

export interface ClassroomPoster<Target> {
  post(target: Target): void;
  /** The target waiting for the user to grant classroom access, if any. */
  pending: Target | null;
  grantAccess(): void;
  cancelGrant(): void;
}

function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE;
}

/**
 * Posting to a classroom service with spec section 8's rules: an insufficient scope asks for
 * a grant, @ClassroomDisabled revokes access, an empty reply and refusals are errors. The grant
 * is Google's OAuth authorization-code flow: the consent popup gives a code for the scopes of
 * spec section 9, the server exchanges it and records what was granted.
 */
export function useClassroomPoster<Target>(
  handlers: ClassroomPostHandlers<Target>,
): ClassroomPoster<Target> {
  // Handlers close over the caller's latest state; a post in flight must call the latest ones.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [pending, setPending] = useState<Target | null>(null);
  const setGoogleAccess = useSetAtom(googleAccessChangeAtom);
  const asking = pending !== null;

  // The question is on screen: load what the consent popup needs before Grant Access is pressed.
  useEffect(() => {
    if (asking) prepareClassroomConsent();
  }, [asking]);

  function fail(target: Target, message: string) {
    toast(message, 'error');
    latest.current.onFailed(target, message);
  }

  async function attempt(target: Target) {
    const { providerOf, send, onPosted } = latest.current;
    try {
      const outcome = classifyClassroomPost(await send(target));
      if (outcome.kind === 'posted') onPosted(target, outcome.gassignmentId);
      else if (outcome.kind === 'empty') fail(target, EMPTY_POST_MESSAGE);
      else if (outcome.kind === 'refused') fail(target, outcome.message);
      else {
        fail(target, MULTIPLE_ACCOUNTS_MESSAGE);
        // The grant points at the wrong account; revoking it lets the next try ask again.
        await revokeIntegration(providerOf(target)).then(
          () => setGoogleAccess(false),
          (error: unknown) => console.warn('[courses] classroom access not revoked', error),
        );
      }
    } catch (error) {
      // Not granted yet, or granted without every scope (the consent screen lets the user leave
      // some out): the user is asked again, and may cancel.
      if (await isInsufficientScope(error)) setPending(() => target);
      else fail(target, failureMessage(error));
    }
  }

  async function grant(target: Target, consent: Promise<{ code: string }>) {
    try {
      const { code } = await consent;
      const granted = await grantIntegration(latest.current.providerOf(target), code);
      if (!granted) throw new Error('grant refused');
    } catch (error) {
      console.warn('[courses] classroom access not granted', error);
      fail(target, GRANT_FAILED_MESSAGE);
      return;
    }
    setGoogleAccess(true);
    await attempt(target);
  }

  return {
    post: (target) => void attempt(target),
    pending,
    grantAccess() {
      if (pending === null) return;
      setPending(null);
      // In the click itself: a consent popup opened after an await would be blocked.
      const consent = requestClassroomCode();
      void grant(pending, consent);
    },
    cancelGrant() {
      if (pending === null) return;
      setPending(null);
      toast(NOT_POSTED_MESSAGE, 'warning');
      latest.current.onCancelled(pending);
    },
  };
}
