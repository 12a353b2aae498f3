/**
 * The fixed icon set of the markup. Icons are drawn from these shapes by the renderer (never
 * from content), as 24x24 outline drawings in the current text colour.
 */
import { isOneOf } from '../typeGuards/isOneOf';

export type IconShape =
  | { kind: 'path'; d: string }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'polyline'; points: string }
  | { kind: 'polygon'; points: string }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number };

export interface IconDefinition {
  /** What the icon shows, for the autocomplete and the reference. */
  description: string;
  shapes: readonly IconShape[];
}

const circle = (r = 10): IconShape => ({ kind: 'circle', cx: 12, cy: 12, r });
const dot = (x: number, y: number): IconShape => ({ kind: 'path', d: `M${x} ${y}h.01` });

export const ICONS = {
  star: {
    description: 'A five-pointed star',
    shapes: [
      {
        kind: 'polygon',
        points: '12 2 15.1 8.3 22 9.3 17 14.1 18.2 21 12 17.8 5.8 21 7 14.1 2 9.3 8.9 8.3',
      },
    ],
  },
  check: { description: 'A tick', shapes: [{ kind: 'polyline', points: '20 6 9 17 4 12' }] },
  cross: { description: 'A cross', shapes: [{ kind: 'path', d: 'M18 6 6 18M6 6l12 12' }] },
  info: {
    description: 'The letter i in a circle',
    shapes: [circle(), { kind: 'path', d: 'M12 16v-4' }, dot(12, 8)],
  },
  success: {
    description: 'A tick in a circle',
    shapes: [circle(), { kind: 'polyline', points: '8 12 11 15 16 9' }],
  },
  warning: {
    description: 'An exclamation mark in a triangle',
    shapes: [{ kind: 'path', d: 'M12 3 22 20H2z' }, { kind: 'path', d: 'M12 9v5' }, dot(12, 17)],
  },
  error: {
    description: 'A cross in a circle',
    shapes: [circle(), { kind: 'path', d: 'M15 9l-6 6M9 9l6 6' }],
  },
  lightbulb: {
    description: 'A light bulb (an idea or a tip)',
    shapes: [
      { kind: 'path', d: 'M9 18h6M10 21h4' },
      {
        kind: 'path',
        d: 'M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z',
      },
    ],
  },
  question: {
    description: 'A question mark in a circle',
    shapes: [circle(), { kind: 'path', d: 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 2-3 4' }, dot(12, 17.5)],
  },
  book: {
    description: 'An open book (reading)',
    shapes: [
      { kind: 'path', d: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z' },
      { kind: 'path', d: 'M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5' },
    ],
  },
  pencil: {
    description: 'A pencil (writing)',
    shapes: [{ kind: 'path', d: 'M16 3l5 5L8 21H3v-5z' }],
  },
  flag: { description: 'A flag (a goal)', shapes: [{ kind: 'path', d: 'M4 22V4h13l-2 4 2 4H4' }] },
  clock: {
    description: 'A clock (time)',
    shapes: [circle(), { kind: 'polyline', points: '12 7 12 12 15 14' }],
  },
  globe: {
    description: 'A globe (the world)',
    shapes: [
      circle(),
      { kind: 'path', d: 'M2 12h20' },
      { kind: 'path', d: 'M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z' },
    ],
  },
  chart: {
    description: 'A bar chart (data)',
    shapes: [
      { kind: 'path', d: 'M3 3v18h18' },
      { kind: 'path', d: 'M8 17v-5M13 17V8M18 17v-8' },
    ],
  },
  table: {
    description: 'A table (a dataset)',
    shapes: [
      { kind: 'rect', x: 3, y: 4, width: 18, height: 16, rx: 2 },
      { kind: 'path', d: 'M3 10h18M9 4v16' },
    ],
  },
  heart: {
    description: 'A heart',
    shapes: [{ kind: 'path', d: 'M12 21 4 13a5 5 0 0 1 8-6 5 5 0 0 1 8 6z' }],
  },
  'arrow-right': {
    description: 'An arrow pointing right',
    shapes: [{ kind: 'path', d: 'M5 12h14M13 6l6 6-6 6' }],
  },
  'arrow-left': {
    description: 'An arrow pointing left',
    shapes: [{ kind: 'path', d: 'M19 12H5M11 6l-6 6 6 6' }],
  },
  flask: {
    description: 'A flask (an experiment)',
    shapes: [
      {
        kind: 'path',
        d: 'M9 3h6M10 3v6L4.2 19a1.4 1.4 0 0 0 1.2 2h13.2a1.4 1.4 0 0 0 1.2-2L14 9V3',
      },
    ],
  },
  leaf: {
    description: 'A leaf (nature)',
    shapes: [{ kind: 'path', d: 'M5 21c0-9 6-15 15-16-1 9-7 15-15 16zM5 21l7-7' }],
  },
  target: {
    description: 'A target (an objective)',
    shapes: [circle(), circle(6), circle(2)],
  },
  calculator: {
    description: 'A calculator',
    shapes: [
      { kind: 'rect', x: 5, y: 2, width: 14, height: 20, rx: 2 },
      {
        kind: 'path',
        d: 'M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 18h8',
      },
    ],
  },
  people: {
    description: 'Two people (a group)',
    shapes: [
      { kind: 'circle', cx: 9, cy: 8, r: 3 },
      { kind: 'path', d: 'M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a6 6 0 0 1 3 6' },
    ],
  },
} as const satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof ICONS;

/** Names `:icon{name=...}` accepts (the autocomplete's "icons"). */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** Names an alert's `icon=` accepts (the autocomplete's "alert-icons"). */
export const ALERT_ICON_NAMES = [
  'info',
  'success',
  'warning',
  'error',
  'check',
  'lightbulb',
  'question',
  'book',
  'pencil',
  'flag',
  'star',
  'clock',
  'target',
] as const satisfies readonly IconName[];

export type AlertIconName = (typeof ALERT_ICON_NAMES)[number];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

export function isAlertIconName(name: string): name is AlertIconName {
  return isOneOf(ALERT_ICON_NAMES, name);
}
