import type { Tokens } from 'marked';
import { isSafeImageUrl, isSafeLinkUrl } from '../url';
import type { AnalysisContext } from './context';

/** What the checks of plain Markdown report through. */
type Reporter = Pick<AnalysisContext, 'report'>;

function showHtml(raw: string): string {
  const oneLine = raw.trim().split('\n', 1)[0] ?? '';
  return oneLine.length > 40 ? `${oneLine.slice(0, 40)}…` : oneLine;
}

/** HTML an author typed that is not kept as HTML (a block, or a tag inlineHtml.ts refuses). */
export function reportHtmlAsText(ctx: Reporter, offset: number, raw: string): void {
  ctx.report(offset, 'warning', 'html-as-text', `HTML is shown as text: "${showHtml(raw)}".`);
}

/** A link to anywhere but a web page, a path, mailto: or tel: is removed when rendered. */
export function checkLink(ctx: Reporter, link: Tokens.Link, offset: number): void {
  if (isSafeLinkUrl(link.href)) return;
  ctx.report(
    offset,
    'warning',
    'unsafe-link',
    `The link to "${link.href.slice(0, 60)}" was removed: links may go to web pages, paths, mailto: and tel: only.`,
  );
}

/** An image must come from an address the page may load, and say what it shows. */
export function checkImage(ctx: Reporter, image: Tokens.Image, offset: number): void {
  if (!isSafeImageUrl(image.href)) {
    ctx.report(
      offset,
      'error',
      'bad-image-source',
      `"${image.href.slice(0, 60)}" is not an image address this page may load (use https:// or a path).`,
    );
  } else if (!image.text.trim()) {
    ctx.report(
      offset,
      'warning',
      'missing-alt',
      'This image has no alt text: write it as ![what it shows](…).',
    );
  }
}
