/**
 * The room the data tool takes once drawn, reserved while it loads (first its code, then its
 * data) so that nothing below it moves when it arrives: in a stacked step the questions sit
 * under it, and a jump of 700 px under a student's pointer turns a click on one answer into a
 * click on another (issue 25, no page jump).
 *
 * The tool draws its graph 380 px high at any width, so its height depends on its layout only:
 * graph and table side by side from SIDE_BY_SIDE_FROM px of width (their flex bases, gap and the
 * frame's padding), else the table under the graph. Heights measured on the demo's steps (nine
 * attributes, twenty cases) in Chromium: 1115 px stacked at 740 px; side by side 719 px at 780 to 900 px (658 px at 1100 px, where the attributes take one row less).
 *
 * The rules are for an element whose parent is an inline-size container: the query reads the
 * parent's width, which the element itself cannot do.
 */
export const DATA_TOOL_SPACE = {
  sideBySideFrom: 770,
  stacked: '1115px',
  sideBySide: '719px',
} as const;

export const dataToolSpace = {
  minHeight: DATA_TOOL_SPACE.stacked,
  [`@container (min-width: ${DATA_TOOL_SPACE.sideBySideFrom}px)`]: {
    minHeight: DATA_TOOL_SPACE.sideBySide,
  },
} as const;
