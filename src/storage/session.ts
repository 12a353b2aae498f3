/**
 * Session storage that never throws: private modes and full quotas only lose the cache,
 * never the page.
 */
function read<T>(key: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn('[courses] session storage unavailable', error);
  }
}

function remove(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key);
  } catch {
    /* nothing stored, nothing to remove */
  }
}

export const sessionValue = Object.assign(read, { set: write, remove });
