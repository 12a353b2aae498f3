import { EMBED_MESSAGE_SOURCE, type FrameSizeMessage } from '../embed/frameMessages';

/**
 * On a page shown in another site's iframe, tells the embedder the content's height whenever
 * it changes (a step opens, a dialog grows the page), so embed.js there can size the frame.
 * The message holds nothing but a number, so it may go to any parent; embed.js checks who sent
 * it. A page that is not framed does nothing.
 */
export function reportFrameSize(win: Window = window): void {
  if (win.parent === win) return;
  let last = 0;
  const report = () => {
    const height = Math.ceil(win.document.body.scrollHeight);
    if (height === last) return;
    last = height;
    const message: FrameSizeMessage = { source: EMBED_MESSAGE_SOURCE, type: 'resize', height };
    win.parent.postMessage(message, '*');
  };
  new ResizeObserver(report).observe(win.document.body);
  report();
}
