import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyImages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedProperty } from '../properties/load-owned-property';

async function imagesOf(db: Db, propertyId: number) {
  return db.select().from(propertyImages).where(eq(propertyImages.propertyId, propertyId));
}

async function touch(db: Db, propertyId: number) {
  const [property] = await db
    .update(properties)
    .set({ updatedAt: new Date() })
    .where(eq(properties.id, propertyId))
    .returning();
  return property!;
}

/** Puts the listing's photos in the given order; the list must name each of its photos exactly once. */
export async function reorderPropertyImages(
  db: Db,
  actor: SessionUser,
  propertyId: number,
  imageIds: number[],
) {
  await loadOwnedProperty(db, propertyId, actor, true);
  const current = await imagesOf(db, propertyId);
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
    await db.update(propertyImages).set({ orderIndex }).where(eq(propertyImages.id, id));
  }
  return touch(db, propertyId);
}

/** Changes a photo's caption and/or makes it the main photo. */
export async function updatePropertyImage(
  db: Db,
  actor: SessionUser,
  propertyId: number,
  imageId: number,
  changes: { caption?: string; is_primary?: boolean },
) {
  await loadOwnedProperty(db, propertyId, actor, true);
  const image = (await imagesOf(db, propertyId)).find((candidate) => candidate.id === imageId);
  if (!image) throw AppError.notFound('Image not found on this listing');
  if (changes.is_primary === false && image.isPrimary) {
    throw AppError.validation(['body', 'is_primary'], 'Choose another photo as the main one instead');
  }
  if (changes.is_primary) {
    await db
      .update(propertyImages)
      .set({ isPrimary: sql`${propertyImages.id} = ${imageId}` })
      .where(eq(propertyImages.propertyId, propertyId));
  }
  if (changes.caption !== undefined) {
    await db.update(propertyImages).set({ caption: changes.caption }).where(eq(propertyImages.id, imageId));
  }
  return touch(db, propertyId);
}

/**
 * Takes a photo off the listing; if it was the main photo, the next one becomes main. Returns the photo's name so the
 * caller can remove its files once the transaction committed.
 */
export async function removePropertyImage(db: Db, actor: SessionUser, propertyId: number, imageId: number) {
  await loadOwnedProperty(db, propertyId, actor, true);
  const [removed] = await db
    .delete(propertyImages)
    .where(and(eq(propertyImages.id, imageId), eq(propertyImages.propertyId, propertyId)))
    .returning();
  if (!removed) throw AppError.notFound('Image not found on this listing');
  const rest = (await imagesOf(db, propertyId)).sort((a, b) => a.orderIndex - b.orderIndex);
  if (removed.isPrimary && rest[0]) {
    await db.update(propertyImages).set({ isPrimary: true }).where(eq(propertyImages.id, rest[0].id));
  }
  await db.update(properties).set({ photoCount: rest.length }).where(eq(properties.id, propertyId));
  return { property: await touch(db, propertyId), photoName: removed.mediaName };
}
