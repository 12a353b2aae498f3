import { CLASSROOM_DISABLED_PREFIX } from '@courses/runtime/requests';

/** What a classroom service said to a post (a share or an assignment), already read leniently. */
export interface ClassroomPostReply {
  message: string;
  gassignment_id: string | null;
}

export type ClassroomPostOutcome =
  | { kind: 'posted'; gassignmentId: string }
  /** Several Google accounts are signed in: access is revoked, the user picks one. */
  | { kind: 'classroom-disabled' }
  | { kind: 'empty' }
  | { kind: 'refused'; message: string };

/** Tells a reply apart by its body (spec section 8). */
export function classifyClassroomPost(reply: ClassroomPostReply): ClassroomPostOutcome {
  const message = reply.message.trim();
  if (message.startsWith(CLASSROOM_DISABLED_PREFIX)) return { kind: 'classroom-disabled' };
  if (reply.gassignment_id) return { kind: 'posted', gassignmentId: reply.gassignment_id };
  if (message === '') return { kind: 'empty' };
  return { kind: 'refused', message };
}
