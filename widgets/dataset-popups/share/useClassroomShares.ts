import { useEffect, useState } from 'react';
import {
  fetchShareClassrooms,
  grantIntegration,
  isAbortError,
  isInsufficientScope,
  revokeIntegration,
  shareWithClassroom,
  toast,
  ApiError,
  GENERIC_ERROR_MESSAGE,
  type Classroom,
} from '@courses/runtime';
import {
  EMPTY_POST_MESSAGE,
  GRANT_FAILED_MESSAGE,
  MULTIPLE_ACCOUNTS_MESSAGE,
  NOT_POSTED_MESSAGE,
  sharedMessage,
} from './messages';
import { postToProviderClassroom } from './providerShare';
import type { SharedContent } from './sharedContent';

/**
 * The real product gets this code from Google's consent popup (the scopes of spec section 9);
 * the development server accepts any non-empty code, so the demo sends a fixed one.
 */
export const DEMO_GOOGLE_AUTH_CODE = 'demo-google-consent';

/** Spec section 4: a class button goes idle, sharing, shared (then disabled). */
export type ShareStatus = 'idle' | 'sharing' | 'shared';

export type ClassList =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; classes: Classroom[] };

export interface ClassroomShares {
  list: ClassList;
  statusOf(classroom: Classroom): ShareStatus;
  share(classroom: Classroom): void;
  reload(): void;
  /** The class waiting for the user to grant classroom access, if any. */
  pendingGrant: Classroom | null;
  grantAccess(): void;
  cancelGrant(): void;
}

function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE;
}

/** The teacher's classes for the content, and sharing with each (spec sections 4, 7, 8). */
export function useClassroomShares(active: boolean, content: SharedContent): ClassroomShares {
  const { type, code, id, kindWord } = content;
  const [attempt, setAttempt] = useState(0);
  // The answer is kept with the request it answers: a new content or a retry reads as loading.
  const key = JSON.stringify([type, code, attempt]);
  const [loaded, setLoaded] = useState<{ key: string; list: ClassList } | null>(null);
  const loadedKey = loaded?.key;
  const [statuses, setStatuses] = useState<Record<number, ShareStatus>>({});
  const [pendingGrant, setPendingGrant] = useState<Classroom | null>(null);

  useEffect(() => {
    if (!active || loadedKey === key) return;
    const controller = new AbortController();
    fetchShareClassrooms(type, code, { signal: controller.signal }).then(
      (classes) => setLoaded({ key, list: { status: 'ready', classes } }),
      (error: unknown) => {
        // Closing the tab or the dialog aborts the call; it is asked again next time.
        if (!isAbortError(error)) setLoaded({ key, list: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [active, key, loadedKey, type, code]);

  const list: ClassList = loaded?.key === key ? loaded.list : { status: 'loading' };

  const setStatus = (classroom: Classroom, status: ShareStatus) =>
    setStatuses((prev) => ({ ...prev, [classroom.id]: status }));

  function succeeded(classroom: Classroom) {
    setStatus(classroom, 'shared');
    toast(sharedMessage(kindWord), 'success');
  }

  function failed(classroom: Classroom, message: string) {
    setStatus(classroom, 'idle');
    toast(message, 'error');
  }

  async function send(classroom: Classroom, afterGrant: boolean) {
    setStatus(classroom, 'sharing');
    // Only the three content types the share call knows reach here (datasets in practice).
    const payload = { classroomId: classroom.id, type, id };
    try {
      if (classroom.provider === 'other') {
        await shareWithClassroom(payload);
        succeeded(classroom);
        return;
      }
      const outcome = await postToProviderClassroom(classroom.provider, payload);
      if (outcome.kind === 'posted') succeeded(classroom);
      else if (outcome.kind === 'empty') failed(classroom, EMPTY_POST_MESSAGE);
      else if (outcome.kind === 'refused') failed(classroom, outcome.message);
      else {
        failed(classroom, MULTIPLE_ACCOUNTS_MESSAGE);
        // The grant points at the wrong account; revoking it lets the next try ask again.
        await revokeIntegration(classroom.provider).catch((error: unknown) =>
          console.warn('[courses] classroom access not revoked', error),
        );
      }
    } catch (error) {
      if (await isInsufficientScope(error)) {
        // A grant that was just given and still refused did not work: do not ask in a loop.
        if (afterGrant) failed(classroom, GRANT_FAILED_MESSAGE);
        else setPendingGrant(classroom);
        return;
      }
      failed(classroom, failureMessage(error));
    }
  }

  async function grant(classroom: Classroom) {
    try {
      if (!(await grantIntegration(classroom.provider, DEMO_GOOGLE_AUTH_CODE))) {
        throw new Error('grant refused');
      }
    } catch (error) {
      console.warn('[courses] classroom access not granted', error);
      failed(classroom, GRANT_FAILED_MESSAGE);
      return;
    }
    await send(classroom, true);
  }

  return {
    list,
    statusOf: (classroom) => statuses[classroom.id] ?? (classroom.isShared ? 'shared' : 'idle'),
    share: (classroom) => void send(classroom, false),
    reload: () => setAttempt((n) => n + 1),
    pendingGrant,
    grantAccess() {
      if (!pendingGrant) return;
      setPendingGrant(null);
      void grant(pendingGrant);
    },
    cancelGrant() {
      if (!pendingGrant) return;
      setPendingGrant(null);
      setStatus(pendingGrant, 'idle');
      toast(NOT_POSTED_MESSAGE, 'warning');
    },
  };
}
