import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyImages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { loadOwnedProperty } from '../listings/load-property';
import { imagesOf, touchProperty } from './property-photos';

export interface ReorderPropertyPhotosOptions {
  db: Db;
  actor: SessionUser;
  propertyId: number;
  /** every photo of the listing once, in the new order */
  imageIds: number[];
}

/** Puts the listing's photos in the given order; the list must name each of its photos exactly once. */
export async function reorderPropertyPhotos({
  db,
  actor,
  propertyId,
  imageIds,
}: ReorderPropertyPhotosOptions) {
  return db.transaction(async (tx) => {
    await loadOwnedProperty(tx, propertyId, actor, true);
    const current = await imagesOf(tx, propertyId);
    const sameSet =
      imageIds.length === current.length &&
      new Set(imageIds).size === imageIds.length &&
      current.every((image) => imageIds.includes(image.id));
    if (!sameSet) {
      throw AppError.validation(
        ['body', 'image_ids'],
        'List every photo of this listing once, in the new order',
      );
    }
    for (const [orderIndex, id] of imageIds.entries()) {
      await tx.update(propertyImages).set({ orderIndex }).where(eq(propertyImages.id, id));
    }
    return touchProperty(tx, propertyId);
  });
}
