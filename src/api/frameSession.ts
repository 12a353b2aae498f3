/**
 * A login held by an embed frame on another site whose browser keeps no cookie there at all
 * (Safari's engine: no third-party cookies, and partitioned ones refused), docs/api.md "Frame
 * sessions". The frame keeps the session in its own session storage (partitioned by the
 * embedding site, gone with the tab) and the API client sends it in FRAME_SESSION_HEADER on
 * every call. The server and the client read the header's name from here.
 */
export const FRAME_SESSION_HEADER = 'X-Courses-Frame-Session';

const STORAGE_KEY = 'courses.frameSession';

/** The shape the server issues: 48 hex characters. */
export const FRAME_SESSION_PATTERN = /^[0-9a-f]{48}$/;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // A browser that also denies the frame its storage throws on the mere access.
    return null;
  }
}

/** The frame's session, if this tab holds one. */
export function readFrameSession(): string | null {
  try {
    const value = storage()?.getItem(STORAGE_KEY) ?? null;
    return value !== null && FRAME_SESSION_PATTERN.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether this tab may keep a frame session at all (asked before one is started). */
export function canKeepFrameSession(): boolean {
  const probe = `${STORAGE_KEY}.probe`;
  try {
    const store = storage();
    store?.setItem(probe, '1');
    const kept = store?.getItem(probe) === '1';
    store?.removeItem(probe);
    return kept;
  } catch {
    return false;
  }
}

/** Keeps the session for this tab; false when the browser keeps nothing here either. */
export function keepFrameSession(session: string): boolean {
  try {
    storage()?.setItem(STORAGE_KEY, session);
  } catch {
    return false;
  }
  return readFrameSession() === session;
}

export function forgetFrameSession(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
