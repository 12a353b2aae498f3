import { OPEN_FEEDBACK_EVENT, createEventHandoff } from '@courses/runtime/startup';

/** Open requests heard by the light mount (mount.ts) before the dialog's React part loaded. */
export const openRequests = createEventHandoff(OPEN_FEEDBACK_EVENT);
