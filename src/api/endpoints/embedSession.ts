import { api, settle, type CallResult } from '../client';
import { EmbedHandoffSchema, type EmbedHandoff } from '../schemas/embedSession';
import { UserSchema, type User } from '../schemas/user';

/**
 * POST /api/embed/session-handoff/: in the login pop-up (first party, logged in), a token that
 * hands this login to the embed frame which opened the pop-up.
 */
export function requestEmbedHandoff(): Promise<CallResult<EmbedHandoff>> {
  return settle(api.request('POST', '/api/embed/session-handoff/', EmbedHandoffSchema));
}

/**
 * POST /api/embed/session/: in the embed frame, spends the token; the server answers with the
 * user and sets the frame's session cookie (never readable by scripts).
 */
export function startEmbedSession(token: string): Promise<CallResult<User>> {
  return settle(api.request('POST', '/api/embed/session/', UserSchema, { json: { token } }));
}
