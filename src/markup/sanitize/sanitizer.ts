import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { AUTHOR_TAGS } from '../analyse/inlineHtml';
import { PLACED_TAG } from '../html/placed';
import { isSafeImageUrl, isSafeLinkUrl, linkTargetAttributes } from '../url';

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
  sanitize(html: string): HTMLElement;
}

/**
 * The elements the renderer's HTML is made of, and no others: Markdown's own, the formatting
 * tags an author may type, and the elements that stand for constructs (html/placed.ts).
 * No forms, frames, scripts, styles, SVG or MathML ever come from content (icons, frames and
 * maths are drawn by the renderer after this gate). Disallowed elements are dropped, their
 * text kept.
 */
const ALLOWED_TAGS = [
  // The inert document's body is where the walk starts: were it not allowed, DOMPurify would
  // copy the whole content out of it (a deep clone of every node) before dropping it.
  'body',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  // What Markdown writes for emphasis and strike-through is among the tags authors may type.
  ...AUTHOR_TAGS,
  'br',
  'hr',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
  'span',
  'div',
  // The element standing for each construct (html/placed.ts), finished after this gate.
  PLACED_TAG,
];

/**
 * The attributes Markdown writes (links, images, list starts, code languages, table
 * alignment, task list checkboxes); a link's target is set after.
 * No ids or names (they could clobber page globals), no inline styles, no event handlers.
 * html/finishDom.ts checks the values these may take where the name alone does not say enough.
 */
const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'start',
  'class',
  'align',
  'type',
  'checked',
  'disabled',
];

const CONFIG: Config & { RETURN_DOM: true } = {
  // The body itself rather than a fragment: moving every node into one costs a walk.
  RETURN_DOM: true,
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // No Trusted Types policy: the output is nodes, never a string for an HTML sink, and no
  // allowed attribute is a Trusted Types sink. With a policy DOMPurify asks the browser each
  // attribute's sink type, a tenth of the sanitising of a large lesson.
  TRUSTED_TYPES_POLICY: null,
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

/**
 * The site's own URL rules on what DOMPurify kept, stricter than its pattern: links only to
 * web pages, paths, e-mail and phone (read with character references decoded), opening web
 * pages in a new tab without access back to this page; images only from the web or the site
 * (no data: images). Run over the few elements with an address rather than as a hook on
 * every element, which cost a fifth of the sanitising.
 */
function applyUrlRules(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll('[href], [src]'))) {
    const href = element.getAttribute('href');
    if (href !== null) {
      element.removeAttribute('target');
      element.removeAttribute('rel');
      if (element.localName !== 'a' || !isSafeLinkUrl(href)) element.removeAttribute('href');
      else
        for (const [name, value] of Object.entries(linkTargetAttributes(href)))
          element.setAttribute(name, value);
    }
    const src = element.getAttribute('src');
    if (src !== null && (element.localName !== 'img' || !isSafeImageUrl(src)))
      element.removeAttribute('src');
  }
}

/**
 * `purifier` has CONFIG set (createSanitizer), so DOMPurify does not read the CONFIG given here
 * again; it is given for the call's type (a DOM node, not a string).
 */
function sanitizeWith(purifier: Purifier, html: string): HTMLElement {
  const body = purifier.sanitize(html, CONFIG) as HTMLElement;
  applyUrlRules(body);
  return body;
}

function passesSelfTest(purifier: Purifier): boolean {
  const probe = sanitizeWith(purifier, PROBE);
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
  // Set once: given with each call alone, the configuration is read again every time, its
  // allow-lists rebuilt from DOMPurify's defaults.
  purifier.setConfig(CONFIG);
  if (!passesSelfTest(purifier)) {
    console.error(
      '[courses] the HTML sanitiser does not work in this environment; markup is not rendered',
    );
    return null;
  }
  return {
    sanitize: (html) => sanitizeWith(purifier, html),
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
