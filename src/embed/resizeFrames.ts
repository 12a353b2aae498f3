import { frameHeight, isFrameSizeMessage } from './frameMessages';

/** The iframes the embed code marks. */
export const EMBED_FRAME_SELECTOR = 'iframe[data-courses-embed]';

/**
 * The embedded frame a message came from, when it is one of ours and the message comes from
 * the origin the frame was given: another frame, or a page the frame navigated to on another
 * site, cannot resize anything.
 */
export function frameOf(
  event: Pick<MessageEvent, 'source' | 'origin'>,
  frames: Iterable<HTMLIFrameElement>,
  base: string,
): HTMLIFrameElement | null {
  for (const frame of frames) {
    if (frame.contentWindow !== event.source) continue;
    try {
      return new URL(frame.src, base).origin === event.origin ? frame : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Listens for size messages from the page's course frames and gives each frame its content's
 * height. Without this script a frame keeps the height its code sets (645).
 */
export function resizeFrames(win: Window = window): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!isFrameSizeMessage(event.data)) return;
    const frames = win.document.querySelectorAll<HTMLIFrameElement>(EMBED_FRAME_SELECTOR);
    const frame = frameOf(event, frames, win.location.href);
    if (frame) frame.height = String(frameHeight(event.data.height));
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
