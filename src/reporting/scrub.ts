import type { ReportedError } from './events';
import { pathPattern } from './pathPattern';

const MAX_TEXT = 300;
const MAX_STACK_LINES = 12;

/** A URL or path and a stack line's `:line:column` after it. */
const URL_OR_PATH = /([a-z][a-z0-9+.-]*:\/\/[^\s)'"]+)|(^|[\s(])(\/[^\s)'"]*)/gi;

/**
 * A URL's origin and path pattern, its `:line:column` kept; a built file's name stays readable
 * (`https://cdn.example/static/js/12.ab12cd34.chunk.js:2:340` is code, not a person).
 */
function urlPattern(url: string): string {
  const [, address = url, position = ''] = /^(.*?)((?::\d+){1,2})?$/.exec(url) ?? [];
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(address)?.[0] ?? '';
  const path = address.slice(origin.length).split(/[?#]/, 1)[0] ?? '';
  const last = path.split('/').at(-1) ?? '';
  const builtFile = /^[\w.-]+\.(js|mjs|json|css)$/.test(last);
  const pattern = pathPattern(builtFile ? path.slice(0, -last.length) : path);
  return `${origin}${pattern}${builtFile ? last : ''}${position}`;
}

/** Text other than URLs: e-mail addresses, quoted text, tokens and long numbers replaced. */
function scrubPlain(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/(["'“‘])[^"'”’\n]{12,}(["'”’])/g, '$1…$2')
    .replace(/\b[0-9a-f]{16,}\b|\b[A-Za-z0-9_-]{32,}\b/g, '<token>')
    .replace(/\b\d{4,}\b/g, '<n>');
}

/**
 * A message or stack line without what may be personal: URLs and paths become patterns, and
 * e-mail addresses, quoted text, long numbers and token-like strings are replaced.
 */
export function scrubText(text: string): string {
  let scrubbed = '';
  let last = 0;
  for (const match of text.matchAll(URL_OR_PATH)) {
    const [whole, url, before = '', path = ''] = match;
    scrubbed += scrubPlain(text.slice(last, match.index)) + before + urlPattern(url ?? path);
    last = match.index + whole.length;
  }
  scrubbed += scrubPlain(text.slice(last));
  return scrubbed.length > MAX_TEXT ? `${scrubbed.slice(0, MAX_TEXT - 1)}…` : scrubbed;
}

/** An error as reported: name, scrubbed message and (when asked) scrubbed stack lines. */
export function reportedError(error: unknown, withStack = true): ReportedError {
  if (!(error instanceof Error)) return { name: 'Error', message: scrubText(String(error)) };
  const stack = withStack
    ? (error.stack ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^at |@/.test(line))
        .slice(0, MAX_STACK_LINES)
        .map(scrubText)
    : [];
  return {
    name: scrubText(error.name).slice(0, 60),
    message: scrubText(error.message),
    ...(stack.length > 0 ? { stack } : {}),
  };
}
