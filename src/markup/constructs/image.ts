import type { AnalysisContext } from '../analyse/context';
import { IMAGE_ALIGNMENTS } from '../directives';
import type { LeafDirectiveToken } from '../syntax/tokens';
import { isSafeImageUrl } from '../url';
import { attributeValue } from './attributeValues';
import type { ConstructModel } from './model';
import { offsetOfWritten, refuseConstruct } from './problem';
import { isOneOf } from '../../typeGuards/isOneOf';

const SIZE = /^(\d{1,5})x(\d{1,5})$/i;
const MAX_IMAGE_SIZE = 4000;

/** Reads `size=WxH`; null with a diagnostic when it is anything else. */
function readSize(token: LeafDirectiveToken, ctx: AnalysisContext) {
  const written = attributeValue(token, 'size');
  if (written === undefined) return null;
  const match = SIZE.exec(written.trim());
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < 1 || height < 1 || width > MAX_IMAGE_SIZE || height > MAX_IMAGE_SIZE) {
    ctx.report(
      ctx.attributeOffset(token, 'size'),
      'error',
      'bad-image-size',
      `Image size "${written}" must be WIDTHxHEIGHT in pixels, e.g. 400x300; the image is shown at its own size.`,
    );
    return null;
  }
  return { width, height };
}

/** `::image{src=… alt="…" size=WxH align=left|right|center title="…"}` */
export function analyseImage(token: LeafDirectiveToken, ctx: AnalysisContext): ConstructModel {
  const src = attributeValue(token, 'src')?.trim() ?? '';
  if (!src || !isSafeImageUrl(src)) {
    const message = src
      ? `"${src}" is not an image address this page may load (use https:// or a path).`
      : 'This image has no src=….';
    return refuseConstruct(
      ctx,
      offsetOfWritten(ctx, token, 'src', src),
      'bad-image-source',
      message,
    );
  }
  const alt = attributeValue(token, 'alt') ?? '';
  if (!alt.trim()) {
    ctx.report(
      token.offset,
      'warning',
      'missing-alt',
      'This image has no alt="…" text for people who cannot see it.',
    );
  }
  const align = attributeValue(token, 'align');
  if (align !== undefined && !isOneOf(IMAGE_ALIGNMENTS, align)) {
    ctx.report(
      ctx.attributeOffset(token, 'align'),
      'warning',
      'bad-image-align',
      `"${align}" is not an alignment; use ${IMAGE_ALIGNMENTS.join(', ')}.`,
    );
  }
  const size = readSize(token, ctx);
  return {
    kind: 'image',
    src,
    alt,
    title: attributeValue(token, 'title') ?? '',
    width: size?.width ?? null,
    height: size?.height ?? null,
    align: align !== undefined && isOneOf(IMAGE_ALIGNMENTS, align) ? align : null,
  };
}
