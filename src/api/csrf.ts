/** Reads one cookie by name from a cookie string (document.cookie by default). */
export function readCookie(
  name: string,
  cookieString: string = globalThis.document?.cookie ?? '',
): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A stray '%' would otherwise throw inside every unsafe request and fail them all.
      return raw;
    }
  }
  return undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** Django's rule: every method except the safe ones needs the anti-forgery header. */
export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}
