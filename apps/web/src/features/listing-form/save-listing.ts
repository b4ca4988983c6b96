import { browserApi } from '@/lib/api/client';
import type { Property } from '@/lib/api/types';
import type { PhotoItem } from './photo-list';

const mediaName = (url: string) => url.split('/media/')[1]?.split('/')[0];

/** Creates the listing with its photos in one call (POST /api/properties with `images`). */
export async function createListing(
  payload: Record<string, unknown>,
  photos: PhotoItem[],
): Promise<Property> {
  const images = photos.filter((photo) => photo.url).map((photo) => ({ image_url: photo.url! }));
  return browserApi.createProperty({ ...payload, images });
}

/**
 * Saves the fields, then brings the photos in line with the form: removed ones go, new uploads are attached, and
 * the final order (first = main photo) is applied.
 */
export async function updateListing(
  original: Property,
  payload: Record<string, unknown>,
  photos: PhotoItem[],
): Promise<Property> {
  let property = await browserApi.updateProperty(original.id, payload);
  const kept = new Set(photos.flatMap((photo) => (photo.imageId ? [photo.imageId] : [])));
  for (const image of original.images)
    if (!kept.has(image.id)) property = await browserApi.removeImage(original.id, image.id);
  const added = photos.filter((photo) => !photo.imageId && photo.url);
  if (added.length)
    property = await browserApi.attachImages(
      original.id,
      added.map((photo) => ({ image_url: photo.url! })),
    );
  const idOf = (photo: PhotoItem) =>
    photo.imageId ??
    property.images.find((image) => mediaName(image.image_url) === mediaName(photo.url ?? ''))?.id;
  const order = photos.map(idOf).filter((id): id is number => id !== undefined);
  if (order.length > 1) property = await browserApi.reorderImages(original.id, order);
  const first = property.images.find((image) => image.id === order[0]);
  if (first && !first.is_primary) property = await browserApi.makePrimaryImage(original.id, first.id);
  return property;
}

export function photosOf(property: Property): PhotoItem[] {
  return [...property.images]
    .sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.order_index - b.order_index)
    .map((image) => ({
      key: `image-${image.id}`,
      imageId: image.id,
      url: image.image_url,
      previewUrl: image.sizes.find((size) => size.width <= 640)?.url ?? image.image_url,
      name: image.caption || `#${image.order_index + 1}`,
      status: 'done' as const,
      progress: 100,
    }));
}
