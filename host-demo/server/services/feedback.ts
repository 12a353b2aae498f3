import type * as v from 'valibot';
import type { FeedbackPayloadSchema } from '../../../src/api/schemas/feedback';
import { nowIso } from '../db/json';
import type { Db } from '../db/openDatabase';
import { insertFeedback } from '../repos/feedback';
import type { UserRow } from '../repos/users';

export type Feedback = v.InferOutput<typeof FeedbackPayloadSchema>;

/** Keeps feedback from the dialog (spec section 8); visitors may send it too. */
export function recordFeedback(db: Db, user: UserRow | null, feedback: Feedback): void {
  insertFeedback(db, user?.id ?? null, feedback, nowIso());
}
