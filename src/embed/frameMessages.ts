/**
 * The size message a framed course page sends its embedder, so the embedder's iframe can take
 * the content's height instead of a fixed 645 px with a scrollbar inside it.
 */
export const EMBED_MESSAGE_SOURCE = 'courses-embed';

export interface FrameSizeMessage {
  source: typeof EMBED_MESSAGE_SOURCE;
  type: 'resize';
  height: number;
}

/** Heights outside this range are not believed: a frame never shrinks to nothing or grows without end. */
export const MIN_FRAME_HEIGHT = 150;
export const MAX_FRAME_HEIGHT = 20_000;

export function isFrameSizeMessage(data: unknown): data is FrameSizeMessage {
  const message = data as Partial<FrameSizeMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.source === EMBED_MESSAGE_SOURCE &&
    message.type === 'resize' &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height)
  );
}

export function frameHeight(height: number): number {
  return Math.round(Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, height)));
}
