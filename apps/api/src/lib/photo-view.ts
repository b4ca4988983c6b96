import type { MediaVariant } from '../db/schema';
import { mediaUrl } from './storage';

export interface PhotoView {
  url: string;
  width: number;
  height: number;
  placeholder: string;
  sizes: { url: string; width: number; height: number; format: string }[];
}

/** What clients get for a stored photo: the default URL and every size, to build `srcset` from. */
export function photoView(photo: {
  name: string;
  width: number;
  height: number;
  placeholder: string;
  variants: MediaVariant[];
}): PhotoView {
  const url = (variant: MediaVariant) => mediaUrl(`${photo.name}/${variant.file}`);
  return {
    url: url(defaultVariant(photo.variants)),
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    sizes: photo.variants.map((variant) => ({
      url: url(variant),
      width: variant.width,
      height: variant.height,
      format: variant.format,
    })),
  };
}

/** Photos wider than this get a JPEG fallback of this width; the default size is the WebP closest to it. */
export const JPEG_FALLBACK_WIDTH = 1280;

/** The size a listing shows by default: the WebP closest to 1280 px wide. */
function defaultVariant<T extends MediaVariant>(variants: T[]): T {
  const webp = variants.filter((v) => v.format === 'webp');
  return webp.find((v) => v.width >= JPEG_FALLBACK_WIDTH) ?? webp.at(-1) ?? variants[0]!;
}
