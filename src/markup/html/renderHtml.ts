import { Marked, Renderer, type Parser, type RendererThis, type Token, type Tokens } from 'marked';
import {
  isContainerDirective,
  isLeafDirective,
  isMath,
  isStrayFence,
  isTextDirective,
} from '../syntax/tokens';
import { isSafeImageUrl, isSafeLinkUrl } from '../url';
import {
  containerHtml,
  imageHtml,
  leafHtml,
  problemHtml,
  textHtml,
  type HtmlRenderer,
} from './constructHtml';
import { escapeHtml, htmlAttributes } from './escape';
import { ConstructTable, type PlacedConstruct } from './placed';

/**
 * Markdown's blocks as marked writes them, less the newline it writes after a block's end tag
 * and after the start tag of a list, quote or table part. Those mean nothing on screen, would
 * be read as part of the text before them, and make a third of the nodes the sanitiser and
 * the page must handle. A code block keeps its text as marked writes it.
 */
function blockRenderers(plain: Renderer) {
  return {
    paragraph(this: RendererThis, { tokens }: Tokens.Paragraph) {
      return `<p>${this.parser.parseInline(tokens)}</p>`;
    },
    heading(this: RendererThis, { tokens, depth }: Tokens.Heading) {
      return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>`;
    },
    hr() {
      return '<hr>';
    },
    blockquote(this: RendererThis, { tokens }: Tokens.Blockquote) {
      return `<blockquote>${this.parser.parse(tokens)}</blockquote>`;
    },
    list(this: RendererThis, { ordered, start, items }: Tokens.List) {
      const tag = ordered ? 'ol' : 'ul';
      const from = ordered && start !== 1 ? ` start="${String(start)}"` : '';
      let html = `<${tag}${from}>`;
      for (const item of items) html += `<li>${this.parser.parse(item.tokens)}</li>`;
      return `${html}</${tag}>`;
    },
    table(this: RendererThis, { header, rows }: Tokens.Table) {
      const cell = (token: Tokens.TableCell) => {
        const tag = token.header ? 'th' : 'td';
        const open = token.align ? `<${tag} align="${token.align}">` : `<${tag}>`;
        return `${open}${this.parser.parseInline(token.tokens)}</${tag}>`;
      };
      const row = (cells: Tokens.TableCell[]) => `<tr>${cells.map(cell).join('')}</tr>`;
      const body = rows.length > 0 ? `<tbody>${rows.map(row).join('')}</tbody>` : '';
      return `<table><thead>${row(header)}</thead>${body}</table>`;
    },
    code(token: Tokens.Code) {
      return plain.code(token).replace(/\n$/, '');
    },
  };
}

function adapter(parser: Parser, constructs: ConstructTable): HtmlRenderer {
  return {
    blocks: (tokens) => parser.parse(tokens),
    inline: (tokens) => parser.parseInline(tokens),
    constructs,
  };
}

export interface RenderedHtml {
  html: string;
  /** What the renderer's elements in `html` stand for, in their order (html/placed.ts). */
  constructs: PlacedConstruct[];
}

/**
 * Renders analysed tokens to HTML. Raw HTML in the source is escaped (shown as text) unless
 * analysis allowed it; unsafe link and image addresses never reach the output.
 */
export function renderHtml(tokens: Token[], allowedHtml: WeakSet<Token>): RenderedHtml {
  // Images are numbered in document order so their dialog ids are the same on every render.
  let images = 0;
  const nextImage = () => images++;
  const table = new ConstructTable();
  const marked = new Marked({
    gfm: true,
    renderer: {
      ...blockRenderers(new Renderer()),
      html(token) {
        if (!token.block && allowedHtml.has(token))
          return token.raw.toLowerCase().replace(/\s*\/?>$/, '>');
        if (token.block)
          return `${table.open({ kind: 'raw-html' })}${escapeHtml(token.raw.replace(/\n+$/, ''))}</m-c>`;
        return escapeHtml(token.raw);
      },
      link(this: { parser: Parser }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        if (!isSafeLinkUrl(token.href)) return inner;
        // Where it opens (target, rel) is set by the sanitiser, from the address it keeps.
        return `<a${htmlAttributes({ href: token.href, title: token.title || undefined })}>${inner}</a>`;
      },
      image(token: Tokens.Image) {
        if (!isSafeImageUrl(token.href)) {
          return problemHtml(table, token.raw, 'This image address is not allowed.');
        }
        return imageHtml(table, nextImage(), {
          src: token.href,
          alt: token.text,
          title: token.title ?? '',
          width: null,
          height: null,
          align: null,
        });
      },
    },
    extensions: [
      {
        name: 'containerDirective',
        renderer(this: RendererThis, token) {
          if (!isContainerDirective(token)) return false;
          return containerHtml(
            token.model ?? { kind: 'plain' },
            token.raw,
            token.tokens,
            adapter(this.parser, table),
          );
        },
      },
      {
        name: 'leafDirective',
        renderer(token) {
          if (!isLeafDirective(token)) return false;
          return leafHtml(token.model ?? { kind: 'hidden' }, token.raw, nextImage, table);
        },
      },
      {
        name: 'textDirective',
        renderer(this: RendererThis, token) {
          if (!isTextDirective(token)) return false;
          return textHtml(
            token.model ?? { kind: 'plain' },
            token.raw,
            () => this.parser.parseInline(token.tokens),
            table,
          );
        },
      },
      {
        name: 'strayFence',
        renderer(token) {
          if (!isStrayFence(token)) return false;
          return `<p>${problemHtml(table, token.raw.trim(), 'This line closes nothing.')}</p>`;
        },
      },
      {
        name: 'math',
        renderer(token) {
          if (!isMath(token)) return false;
          return `${table.open({ kind: 'math', display: token.display })}${escapeHtml(token.tex)}</m-c>`;
        },
      },
    ],
  });
  return { html: marked.parser(tokens), constructs: table.constructs };
}
