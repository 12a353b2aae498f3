import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  grantIntegration,
  isInsufficientScope,
  revokeIntegration,
  toast,
  type ClassroomProvider,
} from '@courses/runtime';
import {
  EMPTY_POST_MESSAGE,
  GRANT_FAILED_MESSAGE,
  MULTIPLE_ACCOUNTS_MESSAGE,
  NOT_POSTED_MESSAGE,
} from './messages';
import { classifyClassroomPost, type ClassroomPostReply } from './postOutcome';

/**
 * The real product gets this code from Google's consent popup (the scopes of spec section 9);
 * the development server accepts any non-empty code, so the demo sends a fixed one.
 */
export const DEMO_GOOGLE_AUTH_CODE = 'demo-google-consent';

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
 * a grant (once), @ClassroomDisabled revokes access, an empty reply and refusals are errors.
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

  function fail(target: Target, message: string) {
    toast(message, 'error');
    latest.current.onFailed(target, message);
  }

  async function attempt(target: Target, afterGrant: boolean) {
    const { providerOf, send, onPosted } = latest.current;
    try {
      const outcome = classifyClassroomPost(await send(target));
      if (outcome.kind === 'posted') onPosted(target, outcome.gassignmentId);
      else if (outcome.kind === 'empty') fail(target, EMPTY_POST_MESSAGE);
      else if (outcome.kind === 'refused') fail(target, outcome.message);
      else {
        fail(target, MULTIPLE_ACCOUNTS_MESSAGE);
        // The grant points at the wrong account; revoking it lets the next try ask again.
        await revokeIntegration(providerOf(target)).catch((error: unknown) =>
          console.warn('[courses] classroom access not revoked', error),
        );
      }
    } catch (error) {
      if (await isInsufficientScope(error)) {
        // A grant that was just given and still refused did not work: do not ask in a loop.
        if (afterGrant) fail(target, GRANT_FAILED_MESSAGE);
        else setPending(() => target);
        return;
      }
      fail(target, failureMessage(error));
    }
  }

  async function grant(target: Target) {
    try {
      const granted = await grantIntegration(
        latest.current.providerOf(target),
        DEMO_GOOGLE_AUTH_CODE,
      );
      if (!granted) throw new Error('grant refused');
    } catch (error) {
      console.warn('[courses] classroom access not granted', error);
      fail(target, GRANT_FAILED_MESSAGE);
      return;
    }
    await attempt(target, true);
  }

  return {
    post: (target) => void attempt(target, false),
    pending,
    grantAccess() {
      if (pending === null) return;
      setPending(null);
      void grant(pending);
    },
    cancelGrant() {
      if (pending === null) return;
      setPending(null);
      toast(NOT_POSTED_MESSAGE, 'warning');
      latest.current.onCancelled(pending);
    },
  };
}
