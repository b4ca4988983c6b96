import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

const ACCEPTED_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
]);
// Above any phone camera (48 MP sensors are 8000×6000): a tiny file claiming more pixels is a decompression bomb.
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_WIDTH = 1920;

export interface ProcessedImage {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Accepts only what decodes as a real photo, judged by content, never by file name or declared type; the output is
 * auto-oriented and re-encoded without any metadata (no EXIF, no GPS), named by its content hash.
 */
export async function processImage(fileName: string, input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_MIME.has(type.mime)) {
    throw new AppError('unsupported_media_type', `${fileName} is not an image file`);
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return { name: `${hash}.webp`, data, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new AppError(
        'payload_too_large',
        `${fileName} has too many pixels (at most ${MAX_INPUT_PIXELS / 1e6} megapixels)`,
      );
    }
    throw new AppError('unsupported_media_type', `${fileName} is not an image file`);
  }
}
