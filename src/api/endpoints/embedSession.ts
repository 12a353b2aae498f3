import { api, settle, type CallResult } from '../client';
import * as v from 'valibot';
import {
  EmbedHandoffSchema,
  FrameSessionSchema,
  type EmbedHandoff,
  type FrameSession,
} from '../schemas/embedSession';
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

/**
 * POST /api/embed/frame-session/: in an embed frame whose browser keeps no cookie there,
 * spends the token for a session the frame keeps itself (src/api/frameSession.ts).
 */
export function startFrameSession(token: string): Promise<CallResult<FrameSession>> {
  return settle(
    api.request('POST', '/api/embed/frame-session/', FrameSessionSchema, { json: { token } }),
  );
}

/** DELETE /api/embed/frame-session/: ends the frame session the call carries (log out). */
export function endFrameSession(): Promise<CallResult<unknown>> {
  return settle(api.request('DELETE', '/api/embed/frame-session/', v.unknown()));
}
