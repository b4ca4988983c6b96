import type { MediaVariant } from '../db/schema';
import { mediaUrl } from './storage';
import { defaultVariant } from '../modules/media/process-image';

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
