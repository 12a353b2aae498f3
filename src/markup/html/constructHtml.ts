import type { Token } from 'marked';
import type { ConstructModel } from '../constructs/model';
import { kit } from '../kits/registry';
import { escapeHtml, htmlAttributes } from './escape';
import type { ConstructTable } from './placed';

// A construct's element is written `<m-c>` (PLACED_TAG, html/placed.ts).

/** What construct renderers need from the Markdown renderer. */
export interface HtmlRenderer {
  blocks(tokens: Token[]): string;
  inline(tokens: Token[]): string;
  constructs: ConstructTable;
}

/** A piece of source shown as text and marked as an authoring problem. */
export function problemHtml(table: ConstructTable, source: string, message: string): string {
  return `${table.open({ kind: 'problem', message })}${escapeHtml(source)}</m-c>`;
}

/** The first line of a block directive, as its author wrote it. */
function openingLine(raw: string): string {
  return (raw.split('\n', 1)[0] ?? '').trim();
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
      return kit('question').questionHtml(model, r);
    case 'accordion': {
      const { index, title, open } = model;
      return `${r.constructs.open({ kind: 'accordion', index, title, open })}${r.blocks(children)}</m-c>`;
    }
    case 'alert': {
      const { type, icon, title } = model;
      return `${r.constructs.open({ kind: 'alert', type, icon, title })}${r.blocks(children)}</m-c>`;
    }
    case 'problem':
      return `<div><p>${problemHtml(r.constructs, openingLine(raw), model.message)}</p>${r.blocks(children)}</div>`;
    case 'hidden':
      return '';
    default:
      return `<div>${r.blocks(children)}</div>`;
  }
}

/** HTML of a `::leaf` directive. */
export function leafHtml(
  model: ConstructModel,
  raw: string,
  nextImage: () => number,
  table: ConstructTable,
): string {
  switch (model.kind) {
    case 'video': {
      // A placeholder, not a frame: the frame is made when the content is shown, from an
      // address checked again then against the allowed hosts (html/finishDom.ts).
      const { src, title, width, height } = model;
      return `${table.open({ kind: 'video', src, title, width, height })}</m-c>`;
    }
    case 'image':
      return `<p>${imageHtml(table, nextImage(), model)}</p>`;
    case 'problem':
      return `<p>${problemHtml(table, openingLine(raw), model.message)}</p>`;
    default:
      return '';
  }
}

export type ImageSource = Omit<Extract<ConstructModel, { kind: 'image' }>, 'kind'>;

export function imageHtml(table: ConstructTable, index: number, image: ImageSource): string {
  const { src, alt, title, width, height, align } = image;
  table.image({ kind: 'image', index, title, width, height, align });
  return `<img${htmlAttributes({ src, alt })}>`;
}

/**
 * HTML of a `:text` directive. Its label is rendered by `label` once the directive is listed,
 * so that constructs inside the label come after it (see ConstructTable).
 */
export function textHtml(
  model: ConstructModel,
  raw: string,
  label: () => string,
  table: ConstructTable,
): string {
  switch (model.kind) {
    case 'color':
      return model.color
        ? `${table.open({ kind: 'color', color: model.color })}${label()}</m-c>`
        : `<span>${label()}</span>`;
    case 'icon':
      return `${table.open({ kind: 'icon', name: model.name })}</m-c>`;
    case 'keyword':
      return `${table.open({ kind: 'keyword', id: model.id })}${label()}</m-c>`;
    case 'partnerIcon':
      return `${table.open({ kind: 'partner-icon', value: model.value })}</m-c>`;
    case 'problem':
      return problemHtml(table, raw, model.message);
    case 'hidden':
      return '';
    default:
      return `<span>${label()}</span>`;
  }
}
