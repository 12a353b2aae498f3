/**
 * Writes text to the clipboard. Resolves false instead of throwing when the browser has no
 * clipboard API (an insecure http page, an old browser) or refuses (permission denied, the
 * document lost focus), so the caller can offer a manual copy.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
