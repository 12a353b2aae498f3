import { Marked, type Parser, type RendererThis, type Token, type Tokens } from 'marked';
import {
  isContainerDirective,
  isLeafDirective,
  isMath,
  isStrayFence,
  isTextDirective,
} from '../syntax/tokens';
import { isSafeImageUrl, isSafeLinkUrl, linkTargetAttributes } from '../url';
import {
  containerHtml,
  imageHtml,
  leafHtml,
  problemHtml,
  textHtml,
  type HtmlRenderer,
} from './constructHtml';
import { escapeHtml, htmlAttributes } from './escape';

function adapter(parser: Parser): HtmlRenderer {
  return {
    blocks: (tokens) => parser.parse(tokens),
    inline: (tokens) => parser.parseInline(tokens),
  };
}

/**
 * Renders analysed tokens to HTML. Raw HTML in the source is escaped (shown as text) unless
 * analysis allowed it; unsafe link and image addresses never reach the output.
 */
export function renderHtml(tokens: Token[], allowedHtml: WeakSet<Token>): string {
  // Images are numbered in document order so their dialog ids are the same on every render.
  let images = 0;
  const nextImage = () => images++;
  const marked = new Marked({
    gfm: true,
    renderer: {
      html(token) {
        if (!token.block && allowedHtml.has(token))
          return token.raw.toLowerCase().replace(/\s*\/?>$/, '>');
        if (token.block)
          return `<p data-markup="raw-html">${escapeHtml(token.raw.replace(/\n+$/, ''))}</p>`;
        return escapeHtml(token.raw);
      },
      link(this: { parser: Parser }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        if (!isSafeLinkUrl(token.href)) return inner;
        return `<a${htmlAttributes({
          href: token.href,
          title: token.title || undefined,
          ...linkTargetAttributes(token.href),
        })}>${inner}</a>`;
      },
      image(token: Tokens.Image) {
        if (!isSafeImageUrl(token.href)) {
          return problemHtml(token.raw, 'This image address is not allowed.');
        }
        return imageHtml(nextImage(), token.href, token.text, token.title ?? '', null, null, null);
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
            adapter(this.parser),
          );
        },
      },
      {
        name: 'leafDirective',
        renderer(token) {
          if (!isLeafDirective(token)) return false;
          return leafHtml(token.model ?? { kind: 'hidden' }, token.raw, nextImage);
        },
      },
      {
        name: 'textDirective',
        renderer(this: RendererThis, token) {
          if (!isTextDirective(token)) return false;
          return textHtml(
            token.model ?? { kind: 'plain' },
            token.raw,
            this.parser.parseInline(token.tokens),
          );
        },
      },
      {
        name: 'strayFence',
        renderer(token) {
          if (!isStrayFence(token)) return false;
          return `<p>${problemHtml(token.raw.trim(), 'This line closes nothing.')}</p>`;
        },
      },
      {
        name: 'math',
        renderer(token) {
          if (!isMath(token)) return false;
          return `<span${htmlAttributes({ 'data-markup': 'math', 'data-display': token.display })}>${escapeHtml(token.tex)}</span>`;
        },
      },
    ],
  });
  return marked.parser(tokens);
}
