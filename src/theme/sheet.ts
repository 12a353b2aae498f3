/**
 * Static style sheets: each put in the page once, by name, when something that needs it first
 * renders (again if a host page removed it). What pages show first is styled this way rather
 * than by Emotion, which would turn every style into CSS again on every mount.
 */
const sheets = new Map<string, HTMLStyleElement>();

/** Puts the named sheet in the page unless it is there; `css` is read only the first time. */
export function ensureSheet(name: string, css: () => string): void {
  if (typeof document === 'undefined') return;
  const existing = sheets.get(name);
  if (existing?.isConnected) return;
  const sheet = existing ?? document.createElement('style');
  if (!existing) {
    sheet.dataset.coursesSheet = name;
    sheet.textContent = css();
    sheets.set(name, sheet);
  }
  document.head.appendChild(sheet);
}
