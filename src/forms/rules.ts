/** Messages of the generic form helper, word for word from the specification (section 5). */
export const FORM_MESSAGES = {
  required: 'Please fill values',
  minLength: (n: number) => `Minimum ${n} chars`,
  maxLength: (n: number) => `Maximum ${n} chars`,
  pattern: 'Special characters not support',
} as const;

/** A rule value with a message of its own, e.g. `{ value: 4, message: 'Enter minimum 4 characters.' }`. */
export interface WithMessage<T> {
  value: T;
  message: string;
}

export interface FieldRules {
  /** `true` uses the default message; a string replaces it (e.g. 'Enter Plot Title'). */
  required?: true | string;
  minLength?: number | WithMessage<number>;
  maxLength?: number | WithMessage<number>;
  /** What the value must match; an optional field left empty is not checked. */
  pattern?: RegExp | WithMessage<RegExp>;
  /** Value on mount and after `reset()`. */
  initial?: string;
}

function unpack<T>(rule: T | WithMessage<T>, fallback: (value: T) => string): [T, string] {
  if (typeof rule === 'object' && rule !== null && 'value' in rule && 'message' in rule) {
    return [rule.value, rule.message];
  }
  return [rule, fallback(rule)];
}

/**
 * Counts characters as a person does: an emoji or an accented letter typed as one character
 * counts once, whatever its length in UTF-16 code units.
 */
export function countChars(text: string): number {
  return Array.from(text).length;
}

function matches(pattern: RegExp, text: string): boolean {
  // A global or sticky pattern remembers where its last match ended; start from 0 every time.
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/**
 * The first failing rule's message, or null when the value is valid. Rules run in the order the
 * specification fixes: required, minimum length, maximum length, pattern.
 *
 * Blank text (spaces only) counts as empty, and the minimum length ignores surrounding spaces,
 * because a title of spaces is not a title. An optional field left empty passes every rule:
 * otherwise a minimum length would quietly make it required.
 */
export function validateField(value: string, rules: FieldRules): string | null {
  const trimmed = value.trim();
  if (trimmed === '') {
    if (rules.required === undefined) return null;
    return rules.required === true ? FORM_MESSAGES.required : rules.required;
  }
  if (rules.minLength !== undefined) {
    const [min, message] = unpack(rules.minLength, FORM_MESSAGES.minLength);
    if (countChars(trimmed) < min) return message;
  }
  if (rules.maxLength !== undefined) {
    const [max, message] = unpack(rules.maxLength, FORM_MESSAGES.maxLength);
    if (countChars(value) > max) return message;
  }
  if (rules.pattern !== undefined) {
    const [pattern, message] = unpack(rules.pattern, () => FORM_MESSAGES.pattern);
    if (!matches(pattern, value)) return message;
  }
  return null;
}
