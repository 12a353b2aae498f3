import type { DirectiveToken } from '../syntax/tokens';

/** The value of an attribute, or undefined when it is absent. */
export function attributeValue(token: DirectiveToken, key: string): string | undefined {
  return token.attributes.values.get(key);
}

/** True for a bare flag (`open`) or a truthy value (`open=true`). */
export function isFlagSet(token: DirectiveToken, key: string): boolean {
  const value = token.attributes.values.get(key);
  return value !== undefined && value !== 'false' && value !== '0';
}

/** A whole number within bounds, or null when the text is anything else. */
export function parseWholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}
