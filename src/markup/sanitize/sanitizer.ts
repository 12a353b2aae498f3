import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { isAllowedFrameUrl, isSafeImageUrl, isSafeLinkUrl, linkTargetAttributes } from '../url';

/**
 * The one gate every piece of markup output passes. It uses its own DOMPurify instance,
 * created with `DOMPurify(window)`, so its configuration and hooks never leak into (or are
 * changed by) other code on the page that uses the shared default instance.
 */
export interface MarkupSanitizer {
  /**
   * The sanitised content as the children of a body element of an inert document (no script
   * of it ever runs); the caller may take them.
   */
  sanitize(html: string, frameHosts: readonly string[]): HTMLElement;
}

const CONFIG: Config & { RETURN_DOM: true } = {
  // The body itself rather than a fragment: moving every node into one costs a walk.
  RETURN_DOM: true,
  // HTML only: no SVG or MathML from content (icons and maths are drawn by the renderer).
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  FORBID_TAGS: ['style', 'form', 'button', 'textarea', 'select', 'option', 'template', 'dialog'],
  // No ids or names (they could clobber page globals), no inline styles, no frame documents.
  FORBID_ATTR: [
    'id',
    'name',
    'style',
    'srcdoc',
    'srcset',
    'action',
    'formaction',
    'ping',
    'background',
  ],
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/**
 * Markup that exercises the rules. A DOM where it comes out wrong (names misread, hooks not
 * run) cannot be trusted with content, whatever DOMPurify reports about itself. It carries no
 * event handler attribute: Chromium reports one parsed even in DOMPurify's inert document as a
 * CSP violation, on every page under a policy without inline script. Handler removal is
 * DOMPurify's own core (and src/markup/react/safety.test.tsx checks it).
 */
const PROBE =
  '<p>a<a href="javascript:alert(1)">b</a><a href="https://example.org/">c</a>' +
  '<img src="/x.png"><img src="data:image/png;base64,AA"></p>';

function passesSelfTest(purifier: Purifier): boolean {
  const probe = purifier.sanitize(PROBE, CONFIG) as HTMLElement;
  const paragraph = probe.firstChild as Element | null;
  const [scriptLink, webLink] = Array.from(probe.querySelectorAll('a'));
  const [image, dataImage] = Array.from(probe.querySelectorAll('img'));
  return (
    paragraph?.nodeName === 'P' &&
    scriptLink !== undefined &&
    !scriptLink.hasAttribute('href') &&
    webLink?.getAttribute('target') === '_blank' &&
    webLink.getAttribute('rel') === 'noopener noreferrer' &&
    image?.getAttribute('src') === '/x.png' &&
    dataImage !== undefined &&
    !dataImage.hasAttribute('src')
  );
}

function createSanitizer(win: WindowLike): MarkupSanitizer | null {
  const purifier = DOMPurify(win);
  if (!purifier.isSupported) return null;
  let frameHosts: readonly string[] = [];

  purifier.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    const href = node.getAttribute('href');
    if (href !== null && !isSafeLinkUrl(href)) node.removeAttribute('href');
    const src = node.getAttribute('src');
    if (src !== null) {
      const allowed = tag === 'iframe' ? isAllowedFrameUrl(src, frameHosts) : isSafeImageUrl(src);
      if (!allowed) node.removeAttribute('src');
    }
    if (tag === 'a') {
      node.removeAttribute('target');
      node.removeAttribute('rel');
      const safeHref = node.getAttribute('href');
      if (safeHref !== null) {
        for (const [name, value] of Object.entries(linkTargetAttributes(safeHref)))
          node.setAttribute(name, value);
      }
    }
  });

  if (!passesSelfTest(purifier)) {
    console.error(
      '[courses] the HTML sanitiser does not work in this environment; markup is not rendered',
    );
    return null;
  }
  return {
    sanitize(html, hosts) {
      frameHosts = hosts;
      try {
        return purifier.sanitize(html, CONFIG) as HTMLElement;
      } finally {
        frameHosts = [];
      }
    },
  };
}

const sanitizers = new WeakMap<object, MarkupSanitizer | null>();

/** The sanitiser of a window (the page's by default), or null when it cannot be trusted. */
export function getSanitizer(
  win: WindowLike | undefined = globalThis.window,
): MarkupSanitizer | null {
  if (!win) return null;
  if (!sanitizers.has(win)) sanitizers.set(win, createSanitizer(win));
  return sanitizers.get(win) ?? null;
}
