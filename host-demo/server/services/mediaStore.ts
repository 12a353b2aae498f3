import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_PLOT_IMAGE_BYTES, PLOT_IMAGE_DATA_URL } from '../../../src/api/schemas/plot';
import { badRequest } from '../http/httpError';

/** Public path under which files of DATA_DIR/media are served. */
export const MEDIA_URL = '/media/';

const EXTENSIONS: Record<string, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  'svg+xml': 'svg',
};

export function isImageDataUrl(value: string): boolean {
  return value.startsWith('data:image/') && PLOT_IMAGE_DATA_URL.test(value);
}

/**
 * Stores an image data URL as a file under `mediaDir/folder` and returns its public URL. The
 * name is random, so the file can be cached for ever and nobody can guess another user's.
 */
export function saveImageDataUrl(mediaDir: string, folder: string, dataUrl: string): string {
  const match = /^data:image\/([a-z+]+);base64,(.*)$/s.exec(dataUrl);
  const extension = match?.[1] ? EXTENSIONS[match[1]] : undefined;
  if (!match?.[2] || !extension) throw badRequest('dataURL must be a base64 image data URL');
  const bytes = Buffer.from(match[2].replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw badRequest('The image is empty.');
  if (bytes.length > MAX_PLOT_IMAGE_BYTES) throw badRequest('The image is too large.');
  const name = `${crypto.randomBytes(12).toString('hex')}.${extension}`;
  const dir = path.join(mediaDir, folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), bytes);
  return `${MEDIA_URL}${folder}/${name}`;
}
