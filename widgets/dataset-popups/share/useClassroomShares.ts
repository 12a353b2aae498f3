import { useState } from 'react';
import {
  toast,
  useRequest,
  ApiError,
  GENERIC_ERROR_MESSAGE,
  type Classroom,
  type RequestState,
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

export interface ClassroomShares {
  list: RequestState<Classroom[]>;
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
  // Asked for when the tab is first shown, then kept while the dialog is open: showing the
  // tab again asks nothing, and a retry reads as loading until its answer.
  const [shown, setShown] = useState(active);
  if (active && !shown) setShown(true);
  const { state: list, retry } = useRequest(
    shown ? JSON.stringify(['classes', type, code]) : null,
    (signal) => fetchShareClassrooms(type, code, { signal }),
  );
  const [statuses, setStatuses] = useState<Record<number, ShareStatus>>({});

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
    reload: retry,
    pendingGrant: poster.pending,
    grantAccess: poster.grantAccess,
    cancelGrant: poster.cancelGrant,
  };
}
