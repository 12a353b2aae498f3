import { useEffect, useState } from 'react';
import {
  isAbortError,
  toast,
  ApiError,
  GENERIC_ERROR_MESSAGE,
  type Classroom,
} from '@courses/runtime';
import {
  fetchShareClassrooms,
  shareWithClassroom,
  shareWithProviderClassroom,
} from '@courses/runtime/requests';
import { useClassroomPoster } from '@courses/runtime/classroom';
import { sharedMessage } from './messages';
import type { SharedContent } from './sharedContent';

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

/** The teacher's classes for the content, and sharing with each (spec sections 4, 7, 8). */
export function useClassroomShares(active: boolean, content: SharedContent): ClassroomShares {
  const { type, code, kindWord } = content;
  // Only datasets are shared with a class (spec section 6), and a dataset's id is a number.
  const id = Number(content.id);
  const [attempt, setAttempt] = useState(0);
  // The answer is kept with the request it answers: a new content or a retry reads as loading.
  const key = JSON.stringify([type, code, attempt]);
  const [loaded, setLoaded] = useState<{ key: string; list: ClassList } | null>(null);
  const loadedKey = loaded?.key;
  const [statuses, setStatuses] = useState<Record<number, ShareStatus>>({});

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

  // Google and Clever classes go through the classroom service, with its grant flow.
  const poster = useClassroomPoster<Classroom>({
    providerOf: (classroom) => classroom.provider,
    send: (classroom) =>
      shareWithProviderClassroom(classroom.provider, { classroomId: classroom.id, type, id }),
    onPosted: (classroom) => succeeded(classroom),
    onFailed: (classroom) => setStatus(classroom, 'idle'),
    onCancelled: (classroom) => setStatus(classroom, 'idle'),
  });

  function succeeded(classroom: Classroom) {
    setStatus(classroom, 'shared');
    toast(sharedMessage(kindWord), 'success');
  }

  async function shareInProduct(classroom: Classroom) {
    try {
      await shareWithClassroom({ classroomId: classroom.id, type, id });
      succeeded(classroom);
    } catch (error) {
      setStatus(classroom, 'idle');
      toast(error instanceof ApiError ? error.userMessage : GENERIC_ERROR_MESSAGE, 'error');
    }
  }

  function share(classroom: Classroom) {
    setStatus(classroom, 'sharing');
    if (classroom.provider === 'other') void shareInProduct(classroom);
    else poster.post(classroom);
  }

  return {
    list,
    statusOf: (classroom) => statuses[classroom.id] ?? (classroom.isShared ? 'shared' : 'idle'),
    share,
    reload: () => setAttempt((n) => n + 1),
    pendingGrant: poster.pending,
    grantAccess: poster.grantAccess,
    cancelGrant: poster.cancelGrant,
  };
}
