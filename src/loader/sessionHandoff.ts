import { EMBED_MESSAGE_SOURCE } from '../embed/frameMessages';
import { requestEmbedHandoff } from '../api/endpoints/embedSession';
import type { SessionHandoffMessage } from './embedLoginMessages';

/**
 * The login pop-up's side (GET /demo/embed-login/): once the person is logged in here and has
 * chosen to continue, it asks the server for a single-use token and posts it to the embed
 * frame that opened it, then closes. The message goes to this site's own origin only, so an
 * opener of any other site (a page that opened this address itself) never receives it.
 */
export const HANDOFF_MESSAGES = {
  lostFrame:
    'This window is no longer linked to the embedded page. Close it, then choose Log in there again.',
  failed: 'The login could not be handed to the embedded page.',
  done: 'You are logged in on the embedded page. This window closes now.',
  closeYourself: 'You are logged in on the embedded page. You can close this window.',
} as const;

/** How long a window that should have closed is given before it says to close it by hand. */
const CLOSE_GRACE_MS = 500;

export function startSessionHandoff(win: Window = window): void {
  const doc = win.document;
  const button = doc.querySelector<HTMLButtonElement>('button[data-embed-handoff]');
  const status = doc.querySelector<HTMLElement>('[data-embed-handoff-status]');
  if (!button || !status) return;
  const handButton = button;
  const statusLine = status;
  const state = handButton.dataset.state ?? '';

  async function handOver(): Promise<void> {
    const frame = win.opener as Window | null;
    if (!frame || frame.closed) {
      statusLine.textContent = HANDOFF_MESSAGES.lostFrame;
      return;
    }
    handButton.disabled = true;
    const result = await requestEmbedHandoff();
    if (!result.ok) {
      handButton.disabled = false;
      statusLine.textContent = `${HANDOFF_MESSAGES.failed} ${result.detail ?? ''}`.trim();
      return;
    }
    const message: SessionHandoffMessage = {
      source: EMBED_MESSAGE_SOURCE,
      type: 'session-handoff',
      state,
      token: result.data.token,
    };
    frame.postMessage(message, win.location.origin);
    statusLine.textContent = HANDOFF_MESSAGES.done;
    win.close();
    // A tab the person opened through a link may not be closed by script.
    setTimeout(() => {
      if (!win.closed) statusLine.textContent = HANDOFF_MESSAGES.closeYourself;
    }, CLOSE_GRACE_MS);
  }

  handButton.addEventListener('click', () => void handOver());
  // Just logged in on the login page of this pop-up: that choice was the confirmation.
  if (handButton.hasAttribute('data-auto')) void handOver();
}
