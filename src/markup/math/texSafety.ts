/**
 * TeX commands that could reach outside the formula: links (\href, \url), loading extensions
 * (\require) and the html package's attributes and styles (\class, \style, \cssId, \data).
 * Formulas that use them are shown as text instead of typeset.
 */
const UNSAFE_TEX = /\\(?:href|url|require|class|style|cssId|data|html|unicode)(?![A-Za-z])/;

export function isSafeTex(tex: string): boolean {
  return !UNSAFE_TEX.test(tex);
}
