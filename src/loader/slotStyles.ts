/**
 * The loader's own messages must look right on any host page, with or without the widgets'
 * theme, so it brings a few rules of its own (added once, before any page style can depend on
 * them being absent).
 */
const CSS = `
.courses-slot-loading{margin:0;padding:12px 16px;color:#4a5163;font:inherit}
.courses-slot-loading-quiet{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.courses-slot-error{padding:12px 16px;border-radius:8px;background:#fdecea;color:#5f1610;border:1px solid #f1b7b2;font:inherit}
.courses-slot-error p{margin:0 0 8px}
.courses-slot-error button{font:inherit;font-weight:600;padding:6px 14px;border-radius:6px;border:1px solid #5f1610;background:#fff;color:#5f1610;cursor:pointer}
.courses-slot-error button:focus-visible{outline:3px solid #1d4f91;outline-offset:2px}
`;

let added = false;

export function ensureSlotStyles(): void {
  if (added) return;
  added = true;
  const style = document.createElement('style');
  style.dataset.coursesLoader = '';
  style.textContent = CSS;
  document.head.append(style);
}
