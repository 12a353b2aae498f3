import type { Token } from 'marked';
import type { ConstructModel } from '../constructs/model';
import { kit } from '../kits/registry';
import { escapeHtml, htmlAttributes } from './escape';
import type { ConstructTable } from './placed';

/** What construct renderers need from the Markdown renderer. */
export interface HtmlRenderer {
  blocks(tokens: Token[]): string;
  inline(tokens: Token[]): string;
  constructs: ConstructTable;
}

/** A piece of source shown as text and marked as an authoring problem. */
export function problemHtml(table: ConstructTable, source: string, message: string): string {
  return `<mark${table.place({ kind: 'problem', message })}>${escapeHtml(source)}</mark>`;
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
      return `<div${r.constructs.place({ kind: 'accordion', index, title, open })}>${r.blocks(children)}</div>`;
    }
    case 'alert': {
      const { type, icon, title } = model;
      return `<div${r.constructs.place({ kind: 'alert', type, icon, title })}>${r.blocks(children)}</div>`;
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
      return `<span${table.place({ kind: 'video', src, title, width, height })}></span>`;
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
  const mark = table.place({ kind: 'image', index, title, width, height, align });
  return `<img${mark}${htmlAttributes({ src, alt })}>`;
}

/** HTML of a `:text` directive; `label` is its rendered label. */
export function textHtml(
  model: ConstructModel,
  raw: string,
  label: string,
  table: ConstructTable,
): string {
  switch (model.kind) {
    case 'color':
      return model.color
        ? `<span${table.place({ kind: 'color', color: model.color })}>${label}</span>`
        : `<span>${label}</span>`;
    case 'icon':
      return `<span${table.place({ kind: 'icon', name: model.name })}></span>`;
    case 'keyword':
      return `<span${table.place({ kind: 'keyword', id: model.id })}>${label}</span>`;
    case 'partnerIcon':
      return `<span${table.place({ kind: 'partner-icon', value: model.value })}></span>`;
    case 'problem':
      return problemHtml(table, raw, model.message);
    case 'hidden':
      return '';
    default:
      return `<span>${label}</span>`;
  }
}
