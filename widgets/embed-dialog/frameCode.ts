/** Spec section 9: "Default embed iframe height 645". */
export const DEFAULT_FRAME_HEIGHT = 645;

/** The frame's title attribute when the host gives no title: every frame needs an accessible name. */
export const DEFAULT_FRAME_TITLE = 'Embedded content';

/** Where the dialog's Preview button leads (spec section 2). */
export const EMBED_PREVIEW_PATH = '/embed/preview/';

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for a double-quoted HTML attribute. `&` matters most: a query string such as
 * `?a=1&copy=2` would otherwise be read back as `?a=1©=2`.
 */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ATTRIBUTE_ENTITIES[ch] ?? ch);
}

export interface FrameCodeOptions {
  url: string;
  title: string;
  height: number;
  /** embed.js on the content's site: with it, the frame takes its content's height. */
  scriptUrl?: string;
}

/**
 * The code an embedder pastes into their page: the frame at `height` (645 by default), and,
 * given `scriptUrl`, the script that sizes marked frames to their content from then on.
 */
export function frameCode({ url, title, height, scriptUrl }: FrameCodeOptions): string {
  const name = title.trim() || DEFAULT_FRAME_TITLE;
  const marked = scriptUrl ? ' data-courses-embed' : '';
  const frame = `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(name)}" width="100%" height="${height}" style="border: 0;" allowfullscreen${marked}></iframe>`;
  return scriptUrl
    ? `${frame}\n<script src="${escapeAttribute(scriptUrl)}" async></script>`
    : frame;
}

/** Where embed.js is, absolute, from the page's static URL (which may be a path or a CDN). */
export function embedScriptUrl(staticUrl: string, pageUrl: string): string {
  return new URL(`${staticUrl.replace(/\/?$/, '/')}embed.js`, pageUrl).href;
}

/** The preview page for an embed URL, on the site the dialog is shown on. */
export function previewHref(url: string): string {
  return `${EMBED_PREVIEW_PATH}?url=${encodeURIComponent(url)}`;
}
