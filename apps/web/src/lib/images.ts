import type { Property } from '@tbilisi/contracts';
import { preload } from 'react-dom';

type PropertyImage = Property['images'][number];

/** The stored sizes of a photo as a srcset, so a phone never downloads the 1280 px version for a card. */
export function srcSetOf(image: Pick<PropertyImage, 'sizes'> | undefined): string | undefined {
  const webp = (image?.sizes ?? []).filter((size) => size.format === 'webp');
  return webp.length ? webp.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined;
}

/** How wide the property page's main photo is drawn: the page column beside the 380 px side panel, else the screen. */
export const GALLERY_PHOTO_SIZES =
  '(min-width: 1280px) 820px, (min-width: 1024px) calc(100vw - 460px), 100vw';

/** How wide a result card's photo is drawn: four, three, two or one to a row. */
export const CARD_PHOTO_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * Asks for the page's largest photo from the document's head, before any script, with the srcset and sizes its <img>
 * uses (so the browser picks the same file once): the largest paint is the photo, not the wait for the script.
 */
export function preloadPhoto(image: Pick<PropertyImage, 'image_url' | 'sizes'> | undefined, sizes: string) {
  if (!image) return;
  const srcSet = srcSetOf(image);
  preload(image.image_url, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
  });
}

/** Images ordered by order_index with the primary one first (docs/product/photos.md#order). */
export function orderedImages(property: { images: readonly PropertyImage[] }): PropertyImage[] {
  return [...property.images].sort(
    (a, b) => Number(b.is_primary) - Number(a.is_primary) || a.order_index - b.order_index,
  );
}

/** The blurred preview painted under a photo until it arrives. */
export function placeholderStyle(image: Pick<PropertyImage, 'placeholder'> | undefined) {
  return image?.placeholder
    ? {
        backgroundImage: `url("${image.placeholder}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;
}
