import { sendEvent } from './eventMap';

/**
 * The window event that opens the embed dialog for a given item from anywhere on the page,
 * e.g. the lesson player's or the dataset card's Embed button:
 *
 * ```ts
 * window.dispatchEvent(
 *   new CustomEvent('courses:open-embed', { detail: { url, title, type, id } }),
 * );
 * ```
 *
 * - `url` is the page the frame shows (a chromeless /embed/... view); `title` names it; `type`
 *   and `id` (together) ask for a short link. Unknown keys are refused with a console error.
 * - A mounted embed-dialog widget answers (its own button may be hidden with
 *   `showButton: false`); the first one stops the event, so two slots never stack two dialogs.
 * - Focus returns to whatever had it when the event was dispatched once the dialog closes.
 */
export const OPEN_EMBED_EVENT = 'courses:open-embed';

export interface OpenEmbedDetail {
  url: string;
  title?: string;
  type?: string;
  id?: number;
}

/** Opens the embed dialog for `detail`, as documented above. */
export function openEmbedDialog(detail: OpenEmbedDetail): void {
  sendEvent(window, OPEN_EMBED_EVENT, detail);
}

/** A chromeless view's address: the embed path of the host followed by the item's own path. */
export function embedUrl(embedPath: string, rest: string): string {
  const base = embedPath.replace(/\/?$/, '/');
  return new URL(base + rest.replace(/^\//, ''), window.location.origin).href;
}
