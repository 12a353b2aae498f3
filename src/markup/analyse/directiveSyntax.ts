import { directivePrefix, findDirective, type DirectiveForm } from '../directives';
import { isTextDirective, type DirectiveToken } from '../syntax/tokens';
import type { AnalysisContext } from './context';

/**
 * Checks that apply to every known directive alike: attribute syntax, attributes it does not
 * take, ids, classes and labels it does not use, and text after the attributes.
 */
export function checkDirectiveSyntax(
  token: DirectiveToken,
  form: DirectiveForm,
  ctx: AnalysisContext,
): void {
  const attributesStart = isTextDirective(token)
    ? token.offset + Math.max(0, token.attributesStart)
    : token.attributesOffset === -1
      ? token.offset
      : token.attributesOffset;
  for (const problem of token.attributeProblems) {
    ctx.report(
      attributesStart + problem.offset,
      'warning',
      'attribute-syntax',
      `Attributes: ${problem.message}.`,
    );
  }
  if (!isTextDirective(token) && token.trailing) {
    ctx.report(
      token.trailing.offset,
      'warning',
      'trailing-text',
      `"${token.trailing.text.slice(0, 40)}" after the directive is ignored; put content on the next line.`,
    );
  }
  const spec = findDirective(form, token.name);
  if (!spec) return;
  const written = `${directivePrefix(form)}${token.name}`;
  for (const key of token.attributes.values.keys()) {
    if (Object.hasOwn(spec.attributes, key)) continue;
    // A question's id written as id=… is reported by the question itself.
    if (spec.name === 'question' && key === 'id') continue;
    const known = Object.keys(spec.attributes);
    ctx.report(
      ctx.attributeOffset(token, key),
      'warning',
      'unknown-attribute',
      `"${key}" is not an attribute of ${written}` +
        (known.length ? ` (it takes ${known.join(', ')}).` : ' (it takes none).'),
    );
  }
  if (token.attributes.id !== null && !spec.takesId) {
    ctx.report(
      ctx.attributeOffset(token, '#'),
      'warning',
      'unused-id',
      `${written} does not use an #id.`,
    );
  }
  if (token.attributes.classes.length > 0) {
    ctx.report(attributesStart, 'warning', 'unused-class', `${written} does not use .class names.`);
  }
  if (token.label !== null && !spec.takesLabel) {
    ctx.report(
      token.offset,
      'warning',
      'unused-label',
      `${written} does not use a [label]; it is ignored.`,
    );
  }
}
