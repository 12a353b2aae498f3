import { EMBED_MESSAGE_SOURCE } from '../embed/frameMessages';

/**
 * What the login pop-up posts to the embed frame that opened it: the single-use token that
 * starts the frame's session, and the state the frame put in the pop-up's address, so a frame
 * takes only the answer to its own request. Posted only to this site's own origin.
 */
export interface SessionHandoffMessage {
  source: typeof EMBED_MESSAGE_SOURCE;
  type: 'session-handoff';
  state: string;
  token: string;
}

export function isSessionHandoffMessage(data: unknown): data is SessionHandoffMessage {
  const message = data as Partial<SessionHandoffMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.source === EMBED_MESSAGE_SOURCE &&
    message.type === 'session-handoff' &&
    typeof message.state === 'string' &&
    typeof message.token === 'string'
  );
}

/**
 * The address fragment a login or logout reloads the embed view with, so focus lands on the
 * account line again instead of the top of the page. (Not session storage: a browser that
 * blocks third-party cookies denies a cross-site frame its storage too.)
 */
export const FOCUS_ACCOUNT_HASH = '#embed-account';
