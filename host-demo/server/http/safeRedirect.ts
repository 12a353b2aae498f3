/**
 * The one check for every redirect target the server takes from a request (`next`, stored
 * links). Browsers read `//host`, `/\host` and paths with tabs or line breaks in them as
 * links to other sites (they drop tabs and CR/LF, and treat `\` like `/`), so only a plain
 * same-origin path survives; anything else goes home.
 */
export const SAFE_REDIRECT_FALLBACK = '/';

// Any C0 control character, DEL, or a C1 control character.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function decodedOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function isPlainPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !CONTROL.test(value) &&
    // A scheme can only come before the first '/', which is position 0 here; still refuse
    // a colon before any '/' or '?' in case a caller passes something odd.
    !/^[^/?#]*:/.test(value)
  );
}

export function safeRedirect(target: string | null | undefined): string {
  if (!target) return SAFE_REDIRECT_FALLBACK;
  const decoded = decodedOnce(target);
  // Both the raw and the decoded form must be plain: `/%2F/evil` and `/%09/evil` are refused.
  if (decoded === undefined || !isPlainPath(target) || !isPlainPath(decoded))
    return SAFE_REDIRECT_FALLBACK;
  return target;
}
