import { theme } from '@courses/runtime';

/**
 * The answer controls' look, one style sheet per page. The controls are the browser's own
 * inputs, not MUI's TextField, Radio and Checkbox: those ran several components each through
 * Emotion on every Next, and with a step's question they were about a third of the time from
 * the click to the next step painted (4x CPU, measured with `npm run bench`). A static sheet is
 * added once, and a native control is what a screen reader and a keyboard know best.
 */
const { palette } = theme;
const FOCUS = `outline:3px solid ${palette.primary.main} !important;outline-offset:2px !important`;

export const ANSWER_CONTROL_CSS = [
  `.courses-answer-text{display:block;box-sizing:border-box;max-width:100%;margin-top:8px;`,
  `padding:8.5px 14px;font:inherit;font-size:1rem;line-height:1.4375;color:${palette.text.primary};`,
  `background:#fff;border:1px solid #8c909a;border-radius:4px}`,
  `input.courses-answer-text{width:100%}`,
  `.courses-answer-text:hover:not(:disabled){border-color:${palette.text.primary}}`,
  `.courses-answer-text:focus{border-color:${palette.primary.main};box-shadow:inset 0 0 0 1px ${palette.primary.main}}`,
  `.courses-answer-text:focus-visible{${FOCUS}}`,
  `.courses-answer-text[aria-invalid="true"]{border-color:${palette.error.main}}`,
  // A checked or submitted answer stays readable (AA contrast), not the faint disabled grey.
  `.courses-answer-text:disabled{color:${palette.text.secondary};-webkit-text-fill-color:${palette.text.secondary};`,
  `background:#f5f5f5;border-color:#c4c6cc}`,
  `.courses-answer-option{display:flex;align-items:center;gap:10px;min-height:42px;`,
  `width:fit-content;max-width:100%;cursor:pointer;color:${palette.text.primary}}`,
  `.courses-answer-option input{flex:none;width:20px;height:20px;margin:0 0 0 10px;`,
  `accent-color:${palette.primary.main};cursor:inherit}`,
  `.courses-answer-option input:focus-visible{${FOCUS}}`,
  `.courses-answer-option:has(input:disabled){color:${palette.text.secondary};cursor:default}`,
].join('');

let sheet: HTMLStyleElement | null = null;

/** Puts the answer controls' style sheet in the page, once. */
export function ensureAnswerControlStyles(page: Document = document): void {
  if (sheet?.isConnected && sheet.ownerDocument === page) return;
  sheet = page.createElement('style');
  sheet.dataset.coursesAnswerControls = '';
  sheet.textContent = ANSWER_CONTROL_CSS;
  page.head.appendChild(sheet);
}
