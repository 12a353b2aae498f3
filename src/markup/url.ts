/**
 * URL rules of the markup. Browsers ignore ASCII whitespace and control characters inside a
 * scheme ("java\tscript:" runs), so the scheme is read after removing them.
 */
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export type UrlKind = 'relative' | 'http' | 'mailto' | 'tel' | 'unsafe';

/** Character references an author might use to hide a scheme ("javascript&#58;…"). */
const NAMED_REFERENCES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
  sol: '/',
  period: '.',
  lpar: '(',
  rpar: ')',
};
const CHARACTER_REFERENCE = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,8}));?/gi;

function decodeReferences(text: string): string {
  return text.replace(
    CHARACTER_REFERENCE,
    (whole, decimal?: string, hex?: string, name?: string) => {
      if (decimal || hex) {
        const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED_REFERENCES[(name ?? '').toLowerCase()] ?? whole;
    },
  );
}

function classifyOne(url: string): UrlKind {
  const compact = url.replace(IGNORED_BY_BROWSERS, '');
  // "//host/path" is protocol-relative: it leaves the page's origin like an http link does.
  if (compact.startsWith('//') || compact.startsWith('\\\\')) return 'http';
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return 'relative';
  if (scheme === 'http' || scheme === 'https') return 'http';
  if (scheme === 'mailto') return 'mailto';
  if (scheme === 'tel') return 'tel';
  return 'unsafe';
}

/**
 * What a URL would do once a browser has read it. The address is also read with character
 * references decoded: a Markdown author may write them, and an address that becomes a script
 * when decoded is refused whether or not anything decodes it later.
 */
export function classifyUrl(url: string): UrlKind {
  const kind = classifyOne(url);
  if (kind === 'unsafe' || !url.includes('&')) return kind;
  return classifyOne(decodeReferences(url)) === 'unsafe' ? 'unsafe' : kind;
}

/** Links may go to web pages, paths, e-mail addresses and phone numbers. */
export function isSafeLinkUrl(url: string): boolean {
  return classifyUrl(url) !== 'unsafe';
}

/** Links that open in a new tab: everything except mailto: and tel: (spec section 5). */
export function opensInNewTab(url: string): boolean {
  const kind = classifyUrl(url);
  return kind === 'http' || kind === 'relative';
}

/** Attributes of a link: a new tab, without access back to this page (spec section 5). */
export function linkTargetAttributes(href: string): Record<string, string> {
  return opensInNewTab(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** Images come from the web or the site itself; data: and other schemes never reach the page. */
export function isSafeImageUrl(url: string): boolean {
  const kind = classifyUrl(url);
  return kind === 'http' || kind === 'relative';
}

/** Hosts that may be framed whatever the configuration says (besides the page's own origin). */
export const DEFAULT_FRAME_HOSTS: readonly string[] = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
];

/** The page's origin, or a stand-in when there is no window (server-side use). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** Answers of isAllowedFrameUrl: a lesson frames the same few addresses over and over. */
const frameAnswers = new Map<string, boolean>();
const FRAME_ANSWERS_KEPT = 200;

const NO_HOSTS: readonly string[] = [];
/** Each list of extra hosts (a page's, never changed once given) as part of an answer's key. */
const hostKeys = new WeakMap<readonly string[], string>();

function hostsKey(hosts: readonly string[]): string {
  let key = hostKeys.get(hosts);
  if (key === undefined) hostKeys.set(hosts, (key = hosts.join(' ')));
  return key;
}

/**
 * Whether an iframe may load `url`: the page's own origin or an allow-listed host, over https
 * (or over the page's own scheme for same-origin paths).
 */
export function isAllowedFrameUrl(url: string, extraHosts: readonly string[] = NO_HOSTS): boolean {
  const origin = pageOrigin();
  const key = `${origin} ${hostsKey(extraHosts)} ${url}`;
  const known = frameAnswers.get(key);
  if (known !== undefined) return known;
  const answer = frameUrlAllowed(url, origin, extraHosts);
  if (frameAnswers.size >= FRAME_ANSWERS_KEPT) frameAnswers.clear();
  frameAnswers.set(key, answer);
  return answer;
}

function frameUrlAllowed(url: string, origin: string, extraHosts: readonly string[]): boolean {
  const kind = classifyUrl(url);
  if (kind !== 'http' && kind !== 'relative') return false;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  if (parsed.origin === origin) return true;
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.toLowerCase();
  return [...DEFAULT_FRAME_HOSTS, ...extraHosts].some((allowed) => allowed.toLowerCase() === host);
}
