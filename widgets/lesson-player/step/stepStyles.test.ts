import { theme } from '@courses/runtime/testing';
import { STEP_CSS, ensureStepStyles } from './stepStyles';

const sheets = () => document.head.querySelectorAll('style[data-courses-sheet="step"]');

afterEach(() => sheets().forEach((sheet) => sheet.remove()));

it('puts the step sheet in the page once, and again after a host page removed it', () => {
  ensureStepStyles();
  ensureStepStyles();
  expect(sheets()).toHaveLength(1);
  sheets()[0]!.remove();
  ensureStepStyles();
  expect(sheets()).toHaveLength(1);
  expect(sheets()[0]!.textContent).toBe(STEP_CSS);
});

it("takes the theme's colours, type and focus ring", () => {
  const { palette } = theme;
  // The keyboard focus ring of every control (3 px of the primary colour), kept over a host
  // page's outline reset.
  expect(STEP_CSS).toContain(`outline:3px solid ${palette.primary.main} !important`);
  expect(STEP_CSS).toContain(`.courses-question[data-invalid]{border-color:${palette.error.main}}`);
  expect(STEP_CSS).toContain(`color:${palette.success.dark}`);
  // A theme variant in CSS: the question type is the overline's size and capitals.
  expect(STEP_CSS).toMatch(
    /\.courses-question-type\{[^}]*font-size:0\.75rem[^}]*text-transform:uppercase/,
  );
  // Nothing left unconverted from a style object.
  expect(STEP_CSS).not.toMatch(/[a-z][A-Z]|undefined|\[object/);
});
