import {
  ALERT_ICON_NAMES,
  ICONS,
  findDirective,
  type DirectiveForm,
} from '@courses/runtime/markup';

/** The autocomplete types of spec section 9. */
export type SuggestionKind = 'attributes' | 'icons' | 'alert-icons';

export interface Suggestion {
  /** What the list shows. */
  label: string;
  /** What replaces the typed prefix. */
  insert: string;
  kind: SuggestionKind;
  detail: string;
}

/** An attribute (column) of the dataset an activity is built on. */
export interface DatasetAttribute {
  id: string;
  name: string;
}

export interface CompleteOptions {
  /**
   * The chosen dataset's attributes: offered for the axes of a graph question's key
   * (`answer="x=… y=…"`).
   */
  attributes?: readonly DatasetAttribute[] | undefined;
}

export interface Completion {
  /** The typed prefix runs from here to the caret; it is replaced by the chosen insert. */
  from: number;
  suggestions: Suggestion[];
}

const MAX_SUGGESTIONS = 30;
const DIRECTIVE_BEFORE_BRACE = /(:+)([A-Za-z][\w-]*)(?:\[[^\]\n]*\])?$/;
const VALUE_AT_CARET = /(?:^|\s)([A-Za-z_][\w-]*)=(["']?)([^\s"'}]*)$/;
const KEY_AT_CARET = /(?:^|\s)([A-Za-z_][\w-]*)?$/;

function formOf(colons: number): DirectiveForm {
  return colons >= 3 ? 'container' : colons === 2 ? 'leaf' : 'text';
}

function startsWith(text: string, prefix: string): boolean {
  return text.toLowerCase().startsWith(prefix.toLowerCase());
}

function valueSuggestions(directive: string, key: string, allowed: readonly string[] | undefined) {
  if (directive === 'icon' && key === 'name') {
    return Object.entries(ICONS).map(([name, icon]) => ({
      label: name,
      insert: name,
      kind: 'icons' as const,
      detail: icon.description,
    }));
  }
  if (directive === 'alert' && key === 'icon') {
    return ALERT_ICON_NAMES.map((name) => ({
      label: name,
      insert: name,
      kind: 'alert-icons' as const,
      detail: ICONS[name].description,
    }));
  }
  return (allowed ?? []).map((value) => ({
    label: value,
    insert: value.includes(' ') ? `"${value}"` : value,
    kind: 'attributes' as const,
    detail: `${key} value`,
  }));
}

/** Inside a graph key's quotes, after `x=` or `y=`: the part of an attribute typed so far. */
const AXIS_IN_KEY = /(?:^|\s)answer=(["'])(?:[^"']*\s)?(?:x|y)=([\w.-]*)$/;

function datasetAttributeCompletion(
  inside: string,
  caret: number,
  attributes: readonly DatasetAttribute[],
): Completion | null {
  const axis = AXIS_IN_KEY.exec(inside);
  if (!axis) return null;
  const prefix = axis[2] ?? '';
  const suggestions = attributes
    .filter((attribute) => startsWith(attribute.id, prefix) || startsWith(attribute.name, prefix))
    .map((attribute) => ({
      label: attribute.id,
      insert: attribute.id,
      kind: 'attributes' as const,
      detail: `Dataset attribute: ${attribute.name}`,
    }));
  return suggestions.length
    ? { from: caret - prefix.length, suggestions: suggestions.slice(0, MAX_SUGGESTIONS) }
    : null;
}

/**
 * What may be typed at the caret, given the text before it (spec section 9's three types):
 * attribute names inside a directive's braces, attribute values, icon names and alert-icon
 * names after `=`, and the dataset's attributes on the axes of a graph question's key.
 */
export function complete(
  textBeforeCaret: string,
  options: CompleteOptions = {},
): Completion | null {
  const lineStart = textBeforeCaret.lastIndexOf('\n') + 1;
  const line = textBeforeCaret.slice(lineStart);
  const brace = line.lastIndexOf('{');
  if (brace === -1 || line.indexOf('}', brace) !== -1) return null;
  const head = DIRECTIVE_BEFORE_BRACE.exec(line.slice(0, brace));
  if (!head) return null;
  const name = head[2] ?? '';
  const spec = findDirective(formOf((head[1] ?? '').length), name);
  if (!spec) return null;
  const inside = line.slice(brace + 1);
  const caret = textBeforeCaret.length;
  if (name === 'question' && options.attributes?.length) {
    const axis = datasetAttributeCompletion(inside, caret, options.attributes);
    if (axis) return axis;
  }

  const value = VALUE_AT_CARET.exec(inside);
  if (value) {
    const key = value[1] ?? '';
    const prefix = value[3] ?? '';
    const quoted = (value[2] ?? '') !== '';
    const suggestions = valueSuggestions(name, key, spec.attributes[key]?.values)
      .filter((suggestion) => startsWith(suggestion.label, prefix))
      .map((suggestion) => (quoted ? { ...suggestion, insert: suggestion.label } : suggestion));
    return suggestions.length
      ? { from: caret - prefix.length, suggestions: suggestions.slice(0, MAX_SUGGESTIONS) }
      : null;
  }

  const key = KEY_AT_CARET.exec(inside);
  if (!key) return null;
  const prefix = key[1] ?? '';
  const written = new Set(Array.from(inside.matchAll(/([A-Za-z_][\w-]*)=/g), (match) => match[1]));
  const suggestions = Object.entries(spec.attributes)
    .filter(([attribute]) => !written.has(attribute) && startsWith(attribute, prefix))
    .map(([attribute, about]) => ({
      label: attribute,
      insert: about.flag ? attribute : `${attribute}=`,
      kind: 'attributes' as const,
      detail: about.description,
    }));
  return suggestions.length ? { from: caret - prefix.length, suggestions } : null;
}
