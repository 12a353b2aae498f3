import type { AnalysisContext } from '../analyse/context';
import type { VideoKind } from '../directives';
import type { LeafDirectiveToken } from '../syntax/tokens';
import type { ConstructModel } from './model';
import { offsetOfWritten, refuseConstruct } from './problem';
import { isOneOf } from '../../typeGuards/isOneOf';
import {
  DEFAULT_FRAME_HOSTS,
  DEFAULT_VIDEO_HEIGHT,
  DEFAULT_VIDEO_WIDTH,
  VIDEO_KINDS,
  attributeValue,
  isAllowedFrameUrl,
  parseWholeNumber,
} from '../kits/core';

const MAX_FRAME_SIZE = 4000;
const MAX_SECONDS = 24 * 60 * 60;

const VIDEO_ID = /^[\w-]{1,64}$/;
const VIMEO_ID = /^\d{1,20}$/;

const DEFAULT_TITLES: Record<VideoKind, string> = {
  product: 'Video',
  youtube: 'YouTube video',
  vimeo: 'Vimeo video',
  simulation: 'Simulation',
  iframe: 'Embedded page',
};

function readSeconds(token: LeafDirectiveToken, ctx: AnalysisContext, key: 'start' | 'end') {
  const written = attributeValue(token, key);
  if (written === undefined) return null;
  const seconds = parseWholeNumber(written, 0, MAX_SECONDS);
  if (seconds === null) {
    ctx.report(
      ctx.attributeOffset(token, key),
      'warning',
      'bad-video-time',
      `"${key}" must be a whole number of seconds; it is ignored.`,
    );
  }
  return seconds;
}

function readSize(token: LeafDirectiveToken, ctx: AnalysisContext, key: 'width' | 'height') {
  const fallback = key === 'width' ? DEFAULT_VIDEO_WIDTH : DEFAULT_VIDEO_HEIGHT;
  const written = attributeValue(token, key);
  if (written === undefined) return fallback;
  const size = parseWholeNumber(written, 1, MAX_FRAME_SIZE);
  if (size === null) {
    ctx.report(
      ctx.attributeOffset(token, key),
      'warning',
      'bad-video-size',
      `"${key}" must be a whole number of pixels; ${fallback} is used.`,
    );
  }
  return size ?? fallback;
}

/** YouTube's embed player takes both times as query parameters. */
function youtubeTimes(start: number | null, end: number | null): string {
  const query = new URLSearchParams();
  if (start !== null) query.set('start', String(start));
  if (end !== null) query.set('end', String(end));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Where the frame points, or a reason why it cannot be shown. */
function frameSource(
  kind: VideoKind,
  token: LeafDirectiveToken,
  ctx: AnalysisContext,
  start: number | null,
  end: number | null,
): { src: string } | { problem: string; key: string } {
  const id = attributeValue(token, 'id') ?? '';
  switch (kind) {
    case 'product':
    case 'youtube':
      if (!VIDEO_ID.test(id))
        return { problem: `A ${kind} video needs id=… (letters, digits, - and _).`, key: 'id' };
      if (kind === 'product') return { src: `/video/preview/${id}/` };
      return { src: `https://www.youtube-nocookie.com/embed/${id}${youtubeTimes(start, end)}` };
    case 'vimeo':
      if (!VIMEO_ID.test(id))
        return { problem: 'A vimeo video needs its number as id=….', key: 'id' };
      // Vimeo's player reads the start time from the fragment and has no end time.
      return { src: `https://player.vimeo.com/video/${id}${start !== null ? `#t=${start}s` : ''}` };
    case 'simulation':
    case 'iframe': {
      const src = attributeValue(token, 'src')?.trim() ?? '';
      if (!src) return { problem: `A ${kind} needs src=… (its address).`, key: 'src' };
      if (!isAllowedFrameUrl(src, ctx.frameHosts)) {
        const hosts = ['this site', ...DEFAULT_FRAME_HOSTS, ...ctx.frameHosts].join(', ');
        return {
          problem: `"${src}" cannot be embedded: frames may only show ${hosts}.`,
          key: 'src',
        };
      }
      return { src };
    }
  }
}

/** `::video{kind=… id=… start=… end=… width=… height=… title=…}` */
export function analyseVideo(token: LeafDirectiveToken, ctx: AnalysisContext): ConstructModel {
  const kind = attributeValue(token, 'kind') ?? '';
  if (!isOneOf(VIDEO_KINDS, kind)) {
    const message = `"${kind}" is not a video kind; use one of ${VIDEO_KINDS.join(', ')}.`;
    return refuseConstruct(
      ctx,
      offsetOfWritten(ctx, token, 'kind', kind),
      'bad-video-kind',
      kind ? message : `This video has no kind: add kind=… (one of ${VIDEO_KINDS.join(', ')}).`,
      message,
    );
  }
  const start = readSeconds(token, ctx, 'start');
  const end = readSeconds(token, ctx, 'end');
  if (start !== null && end !== null && end <= start) {
    ctx.report(
      ctx.attributeOffset(token, 'end'),
      'warning',
      'bad-video-time',
      '"end" must come after "start".',
    );
  }
  const source = frameSource(kind, token, ctx, start, end);
  if ('problem' in source) {
    const offset = ctx.attributeOffset(token, source.key);
    return refuseConstruct(ctx, offset, 'bad-video-source', source.problem);
  }
  return {
    kind: 'video',
    src: source.src,
    width: readSize(token, ctx, 'width'),
    height: readSize(token, ctx, 'height'),
    title: attributeValue(token, 'title')?.trim() || DEFAULT_TITLES[kind],
  };
}
