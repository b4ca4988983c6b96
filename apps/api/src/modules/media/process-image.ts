import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import type { MediaVariant } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { JPEG_FALLBACK_WIDTH } from '../../lib/photo-view';
import { computeRoomFeatures } from './compute-room-features';
import { computePhotoFingerprint } from './photo-fingerprint';

const ACCEPTED_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
]);
// Above any phone camera (a 48 MP sensor is 8000×6000): a small file claiming more pixels is a decompression bomb,
// refused from its header before anything is decoded.
const MAX_INPUT_PIXELS = 50_000_000;
/** The widths the web builds `srcset` from; none is larger than the photo itself. */
const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const;
const PLACEHOLDER_WIDTH = 20;

export interface ProcessedVariant extends MediaVariant {
  data: Buffer;
}

export interface ProcessedImage {
  name: string;
  width: number;
  height: number;
  placeholder: string;
  /** Perceptual fingerprint (duplicates/perceptual-hash.ts): the same picture re-encoded, resized or cropped a
   * little comes out near it. */
  fingerprint: string;
  /** ORB keypoints that recognise another shot of the same room (room-features.ts); null when it has too few */
  roomFeatures: Buffer | null;
  variants: ProcessedVariant[];
}

/** The name of the stored photo for these uploaded bytes: the same file uploaded twice is stored once. */
export function mediaNameFor(input: Buffer): string {
  return createHash('sha256').update(input).digest('hex').slice(0, 32);
}

/** Refuses anything that is not a photo by its content (magic bytes), whatever its name or declared type. */
async function assertImageType(fileName: string, input: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_MIME.has(type.mime)) {
    throw new AppError('unsupported_media_type', `${fileName} is not an image file`);
  }
}

export interface ProcessImageOptions {
  /** compute the photo's room features (decision 030); true unless a caller leaves them out */
  roomFeatures?: boolean;
}

/**
 * Decodes once, auto-orients, and writes every size without any metadata (no EXIF, no GPS, no camera serial):
 * WebP at each width, a JPEG fallback, and a tiny blurred placeholder.
 */
export async function processImage(
  fileName: string,
  input: Buffer,
  { roomFeatures: withRoomFeatures = true }: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  await assertImageType(fileName, input);
  const largest = IMAGE_WIDTHS.at(-1)!;
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(error instanceof Error ? error.message : '')) {
      throw new AppError(
        'payload_too_large',
        `${fileName} has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`,
      );
    }
    throw new AppError('unsupported_media_type', `${fileName} is not an image file`);
  }
  const { width, height, channels } = master.info;
  const fromMaster = () => sharp(master.data, { raw: { width, height, channels } });
  const name = mediaNameFor(input);

  const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
  const encode = async (targetWidth: number, format: 'webp' | 'jpeg'): Promise<ProcessedVariant> => {
    let pipeline = fromMaster().resize({ width: targetWidth });
    pipeline =
      format === 'webp'
        ? pipeline.webp({ quality: 78 })
        : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const extension = format === 'webp' ? 'webp' : 'jpg';
    return {
      file: `${targetWidth}.${extension}`,
      width: info.width,
      height: info.height,
      format,
      bytes: data.length,
      data,
    };
  };
  const [fingerprint, roomFeatures, ...variants] = await Promise.all([
    // Computed once here, from the oriented picture, for duplicate detection (docs/duplicates.md).
    computePhotoFingerprint(fromMaster()),
    withRoomFeatures ? computeRoomFeatures(fromMaster()) : null,
    ...widths.map((w) => encode(w, 'webp')),
    encode(Math.min(JPEG_FALLBACK_WIDTH, width), 'jpeg'),
  ]);
  const tiny = await fromMaster()
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  return {
    name,
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    fingerprint,
    roomFeatures,
    variants,
  };
}
