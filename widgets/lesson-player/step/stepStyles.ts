import { FOCUS_RING, VISUALLY_HIDDEN, declarations, ensureSheet, tokens } from '@courses/runtime';

/**
 * The look of what a step view mounts anew on every Next: its questions (card, type, prompt,
 * the browser's own inputs, verdict) and its footer band. One static style sheet per page
 * instead of MUI's Box, Typography, TextField, Radio and Checkbox: those ran several components
 * each through Emotion on every Next, about a third of the time from the click to the next step
 * painted (4x CPU, `npm run bench`). A native control is also what a screen reader and a
 * keyboard know best. Colours, type and spacing come from the theme, so it reads the same.
 */
const { palette, typography, shape, shadows } = tokens;

/** The theme's keyboard focus ring, as every other control of the widgets draws it. */
const FOCUS = declarations(FOCUS_RING);

const typeOf = (variant: 'overline' | 'body2') => declarations(typography[variant]);

/** The step itself: the answers' loading mark sits over its corner; its live region is unseen. */
const STEP_VIEW_CSS = [
  `.courses-step{position:relative}`,
  `.courses-step-status{${declarations(VISUALLY_HIDDEN)}}`,
  `.courses-step-loading{position:absolute;top:0;right:0;z-index:1;background-color:${palette.background.paper};`,
  `border-radius:${shape.borderRadius}px;box-shadow:${shadows[1]}}`,
].join('');

const QUESTION_CSS = [
  `.courses-question{margin:16px 0;padding:16px;border:2px solid ${palette.divider};`,
  `border-radius:${shape.borderRadius}px}`,
  `.courses-question[data-invalid]{border-color:${palette.error.main}}`,
  `.courses-question-type{margin:0;${typeOf('overline')};color:${palette.text.secondary}}`,
  `.courses-question-prompt>p:first-of-type,.courses-question-prompt>.markup-part>p:first-of-type{margin-top:0}`,
  `.courses-question-note{margin:8px 0 0;${typeOf('body2')}}`,
  `.courses-question-verdict{margin-top:8px}`,
  `.courses-question-verdict>p{margin:0;${typeOf('body2')}}`,
  `.courses-question-verdict>.courses-verdict{font-weight:600;color:${palette.success.dark}}`,
  `.courses-question-verdict>.courses-verdict-wrong,.courses-question-note{color:${palette.error.main}}`,
].join('');

const ANSWER_CONTROL_CSS = [
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

/** A question's solution behind its toggle, and a graph question's saved plot and buttons. */
const QUESTION_PARTS_CSS = [
  `.courses-step-solution-toggle,.courses-step-solution,.courses-step-graph{margin-top:8px}`,
  `.courses-step-solution{padding:12px;background-color:${palette.action.hover};`,
  `border-radius:${shape.borderRadius}px}`,
  `.courses-step-graph-preview{display:block;margin-top:8px;max-width:100%;max-height:240px;`,
  `border:1px solid ${palette.divider}}`,
  `.courses-step-graph-actions{display:flex;gap:8px;margin-top:8px}`,
  // Over the kit's outlined chip, whatever order the sheets came in.
  `.courses-chip.courses-chip-outlined.courses-step-graph-saved{color:${palette.success.main};`,
  `border-color:${palette.success.main}}`,
].join('');

/** What only teachers see, and the markers of whose view is shown (dark ink on a light tint). */
const TEACHER_CSS = [
  `.courses-step-teacher-only{margin:16px 0;padding:12px;border:1px dashed ${palette.warning.dark};`,
  `border-radius:${shape.borderRadius}px}`,
  `.courses-step-teacher-only-marker{margin-bottom:8px}`,
  `.courses-step-answer-key{margin:0;padding-left:24px}`,
  `.courses-step-view-toggle{display:inline-flex;align-items:center;gap:8px}`,
  `.courses-chip.courses-step-marker{font-weight:700;border:1px solid}`,
  `.courses-chip.courses-step-marker-teacher{color:#5c2b00;background-color:#fff3e0;`,
  `border-color:${palette.warning.dark}}`,
  `.courses-chip.courses-step-marker-student{color:#0d3c61;background-color:#e3f2fd;`,
  `border-color:${palette.info.dark}}`,
].join('');

/** The footer's band under a step; the builder's step editor has the same. */
const FOOTER_CSS = [
  `.courses-step-footer{display:flex;flex-wrap:wrap;align-items:center;gap:8px;`,
  `padding-top:16px;margin-top:16px;border-top:1px solid ${palette.divider}}`,
  `.courses-step-footer-start{margin-right:auto;display:inline-flex;align-items:center;gap:8px}`,
  `.courses-step-footer-end{display:flex;gap:8px;margin-left:auto}`,
].join('');

export const STEP_CSS =
  STEP_VIEW_CSS + QUESTION_CSS + ANSWER_CONTROL_CSS + QUESTION_PARTS_CSS + TEACHER_CSS + FOOTER_CSS;

/** Puts the step view's style sheet in the page, once (again if a host page removed it). */
export function ensureStepStyles(): void {
  ensureSheet('step', () => STEP_CSS);
}
