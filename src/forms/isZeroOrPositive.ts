/**
 * A value counts as zero-or-positive when its text begins with a digit (spec section 5):
 * '0', '12' and '3.5' do, '-1', '' and '.5' do not.
 */
export function isZeroOrPositive(text: string | number): boolean {
  return /^\d/.test(String(text));
}
