import { ensureSheet, rules, tokens } from '@courses/runtime';
import { NARROW_BELOW } from './shell/slotWidth';

/**
 * The look of the player around a step (header bar, course contents, panes, lists, labels,
 * view headings): one static sheet put in the page once, so that what a course
 * page shows first needs neither MUI nor Emotion (issue 25). Colours, type and spacing come from
 * the theme's tokens, so it reads as MUI drew it. The step view has its own (step/stepStyles.ts).
 */
const { palette } = tokens;
const DIVIDER = `1px solid ${palette.divider}`;

/**
 * Panes narrower than this stack even in a wide slot: a tablet's 1024 px window with the course
 * contents open leaves about 700 px, where a 30 percent right pane cannot hold a heading or a
 * question's choices (measured: 36 to 50 px of sideways scroll).
 */
const STACKED = `@container (max-width: ${NARROW_BELOW - 0.02}px)`;

const HEADING_CSS = rules('.courses-lesson-player-heading', {
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '3px solid', outlineOffset: 2 },
});

const HEADER_BAR_CSS = rules('.courses-lesson-player-header-bar', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  padding: '8px 16px',
  borderBottom: DIVIDER,
  '& .courses-lesson-player-header-title': { fontWeight: 600, flexGrow: 1 },
});

const LIST_CSS =
  rules('.courses-lesson-player-list', { listStyle: 'none', padding: 0, margin: 0 }) +
  rules('.courses-lesson-player-row', { padding: '8px 0', borderBottom: DIVIDER }) +
  rules('.courses-lesson-player-row-line', {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 8,
  });

const DRAWER_CSS = rules('.courses-lesson-player-drawer', {
  padding: 16,
  '&.courses-lesson-player-drawer-side': { width: 280, flexShrink: 0, borderRight: DIVIDER },
  '& .courses-lesson-player-drawer-module': { marginBottom: 8 },
  '& .courses-lesson-player-drawer-lessons': { padding: '0 0 0 16px', marginTop: 4 },
  '& .courses-lesson-player-drawer-lesson': { padding: '2px 0' },
  '& .courses-lesson-player-drawer-lesson > :not(:first-child)': { marginLeft: 8 },
  '& .courses-lesson-player-drawer-done': { color: palette.success.dark },
  '& .courses-lesson-player-strong': { fontWeight: 700 },
});

const PANES_CSS =
  rules('.courses-lesson-player-panes-frame', { containerType: 'inline-size', minHeight: '100%' }) +
  rules('.courses-lesson-player-panes', {
    display: 'flex',
    minHeight: '100%',
    '&.courses-lesson-player-panes-narrow': { flexDirection: 'column' },
    [STACKED]: { flexDirection: 'column' },
  }) +
  rules('.courses-lesson-player-left', {
    flexBasis: '30%',
    flexShrink: 0,
    minWidth: 0,
    padding: 16,
    borderRight: DIVIDER,
    backgroundColor: palette.grey[50],
    '&.courses-lesson-player-left-wide': { flexBasis: '70%' },
    '.courses-lesson-player-panes-narrow > &': {
      flexBasis: 'auto',
      borderRight: 0,
      borderBottom: DIVIDER,
    },
    [STACKED]: {
      // Doubled, to outrank the wide pane's basis.
      '&&': { flexBasis: 'auto', borderRight: 0, borderBottom: DIVIDER },
      // Stacked, a left pane with nothing to show would be an empty grey row.
      '&:not(.courses-lesson-player-left-wide)': { display: 'none' },
    },
  }) +
  rules('.courses-lesson-player-right', { flexGrow: 1, minWidth: 0, padding: 16 });

/** A content's labels in a row (their tooltips: the kit's TipChip). */
const LABEL_CSS = rules('.courses-lesson-player-labels', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
});

export const LESSON_PLAYER_CSS = [
  HEADING_CSS,
  HEADER_BAR_CSS,
  LIST_CSS,
  DRAWER_CSS,
  PANES_CSS,
  LABEL_CSS,
].join('');

/** Puts the player's sheet in the page, once (again if a host page removed it). */
export function ensureLessonPlayerStyles(): void {
  ensureSheet('lesson-player', () => LESSON_PLAYER_CSS);
}
