import { browserApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { Property } from '@tbilisi/contracts';
import type { ListingPayload } from './listing-schema';
import { imageReferences, type PhotoItem } from './photo-list';

/** Creates the listing with its photos in one call (POST /api/properties with `images`). */
export async function createListing(payload: ListingPayload, photos: PhotoItem[]): Promise<Property> {
  return browserApi.createProperty({ ...payload, images: imageReferences(photos) });
}

/**
 * Saves the fields and the photos in one call: PUT /api/properties/{id} with the whole ordered photo list (the first
 * is the main photo; kept photos keep their captions), applied in one transaction, so a failure changes nothing.
 */
export async function updateListing(
  original: Property,
  payload: ListingPayload,
  photos: PhotoItem[],
): Promise<Property> {
  return browserApi.updateProperty(original.id, { ...payload, images: imageReferences(photos) });
}

/**
 * The poster's own listing of the same property when the api refused the save as a repeat of it (409 with
 * `duplicate_of`: one property, one listing), else null.
 */
export function duplicateOf(error: unknown): number | null {
  return error instanceof ApiError && error.status === 409 && error.duplicateOf !== undefined
    ? error.duplicateOf
    : null;
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
