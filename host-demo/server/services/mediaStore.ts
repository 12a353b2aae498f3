import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_PLOT_IMAGE_BYTES } from '../../../src/api/schemas/plot';
import { Invalid } from './errors';

/** Public path under which files of DATA_DIR/media are served. */
export const MEDIA_URL = '/media/';

export const IMAGE_TYPE_DETAIL = 'The image must be a PNG or JPEG file.';

/**
 * The stored type of an upload, from its first bytes, never from the type it claims: an
 * SVG or HTML file served from this origin could run script, a PNG or JPEG cannot.
 */
export function sniffImage(bytes: Buffer): 'png' | 'jpg' | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > png.length && png.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

export function isImageDataUrl(value: string): boolean {
  return /^data:image\/[a-z0-9.+-]+;base64,/i.test(value);
}

/**
 * Stores an image data URL as a file under `mediaDir/folder` and returns its public URL. The
 * name is random, so the file can be cached for ever and nobody can guess another user's.
 */
export function saveImageDataUrl(mediaDir: string, folder: string, dataUrl: string): string {
  const match = /^data:image\/[a-z0-9.+-]+;base64,(.*)$/is.exec(dataUrl);
  if (!match?.[1]) throw new Invalid('dataURL must be a base64 image data URL.');
  const bytes = Buffer.from(match[1].replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw new Invalid('The image is empty.');
  if (bytes.length > MAX_PLOT_IMAGE_BYTES) throw new Invalid('The image is too large.');
  const extension = sniffImage(bytes);
  if (!extension) throw new Invalid(IMAGE_TYPE_DETAIL);
  const name = `${crypto.randomBytes(12).toString('hex')}.${extension}`;
  const dir = path.join(mediaDir, folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), bytes);
  return `${MEDIA_URL}${folder}/${name}`;
}
