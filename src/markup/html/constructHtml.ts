import type { Token } from 'marked';
import type { ConstructModel } from '../constructs/model';
import { escapeHtml, htmlAttributes } from './escape';

/** What construct renderers need from the Markdown renderer. */
export interface HtmlRenderer {
  blocks(tokens: Token[]): string;
  inline(tokens: Token[]): string;
}

/** A piece of source shown as text and marked as an authoring problem. */
export function problemHtml(source: string, message: string): string {
  return `<mark${htmlAttributes({ 'data-markup': 'problem', 'data-message': message })}>${escapeHtml(source)}</mark>`;
}

/** The first line of a block directive, as its author wrote it. */
function openingLine(raw: string): string {
  return (raw.split('\n', 1)[0] ?? '').trim();
}

function questionHtml(
  model: Extract<ConstructModel, { kind: 'question' }>,
  r: HtmlRenderer,
): string {
  const options = model.options
    ? `<ol${htmlAttributes({ 'data-markup-part': 'options' })}>` +
      model.options.items
        .map((item) => {
          // An option is one line of text: a loose list's paragraph is unwrapped to its words.
          const only = item.tokens.length === 1 ? item.tokens[0] : undefined;
          const inner =
            only && (only.type === 'paragraph' || only.type === 'text') && only.tokens
              ? r.inline(only.tokens)
              : r.blocks(item.tokens);
          return `<li${htmlAttributes({ 'data-markup-part': 'option' })}>${inner}</li>`;
        })
        .join('') +
      '</ol>'
    : '';
  const solution = model.solution.length
    ? `<div${htmlAttributes({ 'data-markup-part': 'solution' })}>${r.blocks(model.solution)}</div>`
    : '';
  return (
    `<div${htmlAttributes({ 'data-markup': 'question', 'data-index': model.index })}>` +
    `<div${htmlAttributes({ 'data-markup-part': 'prompt' })}>${r.blocks(model.prompt)}</div>` +
    options +
    solution +
    '</div>'
  );
}

/** HTML of a `:::container`. */
export function containerHtml(
  model: ConstructModel,
  raw: string,
  children: Token[],
  r: HtmlRenderer,
): string {
  switch (model.kind) {
    case 'question':
      return questionHtml(model, r);
    case 'accordion':
      return `<div${htmlAttributes({
        'data-markup': 'accordion',
        'data-index': model.index,
        'data-title': model.title,
        'data-open': model.open,
      })}>${r.blocks(children)}</div>`;
    case 'alert':
      return `<div${htmlAttributes({
        'data-markup': 'alert',
        'data-type': model.type,
        'data-icon': model.icon,
        'data-title': model.title,
      })}>${r.blocks(children)}</div>`;
    case 'problem':
      return `<div><p>${problemHtml(openingLine(raw), model.message)}</p>${r.blocks(children)}</div>`;
    case 'hidden':
      return '';
    default:
      return `<div>${r.blocks(children)}</div>`;
  }
}

/** HTML of a `::leaf` directive. */
export function leafHtml(model: ConstructModel, raw: string, nextImage: () => number): string {
  switch (model.kind) {
    case 'video':
      // A placeholder, not a frame: the frame is made when the content is shown, from an
      // address checked again then against the allowed hosts (html/finishDom.ts).
      return `<span${htmlAttributes({
        'data-markup': 'video',
        'data-src': model.src,
        'data-title': model.title,
        'data-width': model.width,
        'data-height': model.height,
      })}></span>`;
    case 'image':
      return `<p>${imageHtml(nextImage(), model.src, model.alt, model.title, model.width, model.height, model.align)}</p>`;
    case 'problem':
      return `<p>${problemHtml(openingLine(raw), model.message)}</p>`;
    default:
      return '';
  }
}

export function imageHtml(
  index: number,
  src: string,
  alt: string,
  title: string,
  width: number | null,
  height: number | null,
  align: string | null,
): string {
  return `<img${htmlAttributes({
    'data-markup': 'image',
    'data-index': index,
    src,
    alt,
    title: title || undefined,
    width,
    height,
    'data-align': align,
  })}>`;
}

/** HTML of a `:text` directive; `label` is its rendered label. */
export function textHtml(model: ConstructModel, raw: string, label: string): string {
  switch (model.kind) {
    case 'color':
      return model.color
        ? `<span${htmlAttributes({ 'data-markup': 'color', 'data-color': model.color })}>${label}</span>`
        : `<span>${label}</span>`;
    case 'icon':
      return `<span${htmlAttributes({ 'data-markup': 'icon', 'data-name': model.name })}></span>`;
    case 'keyword':
      return `<span${htmlAttributes({ 'data-markup': 'keyword', 'data-keyword-id': model.id })}>${label}</span>`;
    case 'partnerIcon':
      return `<span${htmlAttributes({ 'data-markup': 'partner-icon', 'data-value': model.value })}></span>`;
    case 'problem':
      return problemHtml(raw, model.message);
    case 'hidden':
      return '';
    default:
      return `<span>${label}</span>`;
  }
}
