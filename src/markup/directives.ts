import { ALERT_ICON_NAMES, ICON_NAMES } from './icons';
import { QUESTION_TYPES } from './types';

/**
 * Every directive of the language and the attributes it takes. Validation warns about
 * attributes not listed here, and the playground's autocomplete offers them.
 */
export type DirectiveForm = 'container' | 'leaf' | 'text';

export interface AttributeSpec {
  description: string;
  /** The only values allowed, when the attribute is an enumeration. */
  values?: readonly string[];
  /** Written bare, as in `{open}`. */
  flag?: boolean;
}

export interface DirectiveSpec {
  name: string;
  form: DirectiveForm;
  description: string;
  /** Whether `#id` means something (questions only). */
  takesId: boolean;
  /** Whether the `[label]` part is used (inline directives). */
  takesLabel: boolean;
  attributes: Readonly<Record<string, AttributeSpec>>;
}

export const VIDEO_KINDS = ['product', 'youtube', 'vimeo', 'simulation', 'iframe'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

export const ALERT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const IMAGE_ALIGNMENTS = ['left', 'right', 'center'] as const;
export type ImageAlignment = (typeof IMAGE_ALIGNMENTS)[number];

export const AI_MARKER_TYPES = ['keyword'] as const;

const DIRECTIVE_LIST: readonly DirectiveSpec[] = [
  {
    name: 'question',
    form: 'container',
    description: 'A question; its bullet list holds the options of radio and checkbox questions',
    takesId: true,
    takesLabel: false,
    attributes: {
      type: { description: 'Question type', values: QUESTION_TYPES },
      answer: { description: 'Correct option position (1 = first), positions "1,3", or text' },
      placeholder: { description: 'Hint shown in an empty text field' },
      rows: { description: 'Text area height in rows (default 4)' },
    },
  },
  {
    name: 'solution',
    form: 'container',
    description: 'The worked solution of the question it sits in',
    takesId: false,
    takesLabel: false,
    attributes: {},
  },
  {
    name: 'accordion',
    form: 'container',
    description: 'A section that opens and closes',
    takesId: false,
    takesLabel: false,
    attributes: {
      title: { description: 'Text of the button that opens it' },
      open: { description: 'Starts open', flag: true },
      style: {
        description: '"accordion open" starts it open',
        values: ['accordion', 'accordion open'],
      },
    },
  },
  {
    name: 'alert',
    form: 'container',
    description: 'A highlighted box with an icon',
    takesId: false,
    takesLabel: false,
    attributes: {
      type: { description: 'Colour and default icon', values: ALERT_TYPES },
      icon: { description: 'Icon shown in the box', values: ALERT_ICON_NAMES },
      title: { description: 'Bold first line' },
    },
  },
  {
    name: 'video',
    form: 'leaf',
    description: 'An embedded video, simulation or page',
    takesId: false,
    takesLabel: false,
    attributes: {
      kind: { description: 'Where the video comes from', values: VIDEO_KINDS },
      id: { description: 'Video id (product, youtube, vimeo)' },
      src: { description: 'Address (simulation, iframe); the host must be allowed' },
      start: { description: 'Start at this second' },
      end: { description: 'Stop at this second' },
      width: { description: 'Width in pixels (default 560)' },
      height: { description: 'Height in pixels (default 315)' },
      title: { description: 'Accessible name of the frame' },
    },
  },
  {
    name: 'image',
    form: 'leaf',
    description: 'An image that opens larger when clicked',
    takesId: false,
    takesLabel: false,
    attributes: {
      src: { description: 'Image address' },
      alt: { description: 'Text alternative' },
      size: { description: 'WIDTHxHEIGHT in pixels, e.g. 400x300' },
      align: { description: 'Placement', values: IMAGE_ALIGNMENTS },
      title: { description: 'Tooltip' },
    },
  },
  {
    name: 'ai',
    form: 'leaf',
    description: 'First line only: the content was written with AI',
    takesId: false,
    takesLabel: false,
    attributes: {
      model: { description: 'Model that wrote it' },
      type: { description: 'What was written', values: AI_MARKER_TYPES },
    },
  },
  {
    name: 'color',
    form: 'text',
    description: 'Coloured text',
    takesId: false,
    takesLabel: true,
    attributes: { c: { description: 'Six-digit hex (#1d4f91) or a CSS colour name' } },
  },
  {
    name: 'icon',
    form: 'text',
    description: 'An icon from the fixed set',
    takesId: false,
    takesLabel: false,
    attributes: { name: { description: 'Icon name', values: ICON_NAMES } },
  },
  {
    name: 'keyword',
    form: 'text',
    description: 'A term whose definition opens in a popover',
    takesId: false,
    takesLabel: true,
    attributes: { id: { description: 'Keyword id (keyword_id)' } },
  },
  {
    name: 'partner-icon',
    form: 'text',
    description: 'A partner logo (shown on the partner site only)',
    takesId: false,
    takesLabel: false,
    attributes: { value: { description: 'Partner icon value' } },
  },
];

export const DIRECTIVES: ReadonlyMap<string, DirectiveSpec> = new Map(
  DIRECTIVE_LIST.map((spec) => [`${spec.form}:${spec.name}`, spec]),
);

export function findDirective(form: DirectiveForm, name: string): DirectiveSpec | undefined {
  return DIRECTIVES.get(`${form}:${name}`);
}

export const ALL_DIRECTIVES: readonly DirectiveSpec[] = DIRECTIVE_LIST;

/** How a directive of a form is written, e.g. `:::alert`, `::video`, `:color`. */
export function directivePrefix(form: DirectiveForm): string {
  return form === 'container' ? ':::' : form === 'leaf' ? '::' : ':';
}
