/**
 * Whether a string read from outside (an attribute, a stored setting, a server field) is one of
 * a fixed list's values, narrowing it to that list's type.
 */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
