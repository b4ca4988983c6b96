import { MAX_IMAGES_PER_LISTING } from '@tbilisi/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { properties, propertyImages, uploads } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedProperty } from '../properties/load-owned-property';
import { mediaNameOf } from './media-names';

export const imageReferenceSchema = z.object({
  image_url: z.string().min(1).max(2000),
  caption: z.string().max(300).optional(),
  is_primary: z.boolean().optional(),
});
export type ImageReference = z.output<typeof imageReferenceSchema>;

/**
 * Adds uploaded photos to a listing, after the ones it has. The listing row is locked for the duration, so two
 * concurrent attaches cannot both pass the 12-photo limit. The first photo becomes the main one unless one is named.
 */
export async function attachPropertyImages(
  db: Db,
  propertyId: number,
  actor: SessionUser,
  references: ImageReference[],
) {
  await loadOwnedProperty(db, propertyId, actor, true);
  if (references.length === 0) throw AppError.validation(['body'], 'Add at least one image');
  const names = references.map((reference, index) => {
    const name = mediaNameOf(reference.image_url);
    if (!name)
      throw AppError.validation(
        ['body', String(index), 'image_url'],
        'Upload the image first: image_url must be a /media/ URL',
      );
    return name;
  });
  const owned = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.uploaderId, actor.id), inArray(uploads.name, names)));
  const missing = names.findIndex((name) => !owned.some((row) => row.name === name));
  if (missing >= 0)
    throw AppError.validation(['body', String(missing), 'image_url'], 'Image not found among your uploads');

  const existing = await db
    .select({ orderIndex: propertyImages.orderIndex, isPrimary: propertyImages.isPrimary })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  if (existing.length + references.length > MAX_IMAGES_PER_LISTING) {
    throw AppError.validation(['body'], `You can only upload up to ${MAX_IMAGES_PER_LISTING} images`);
  }
  const wantsPrimary = references.findIndex((reference) => reference.is_primary);
  const hasPrimary = existing.some((image) => image.isPrimary);
  const primaryIndex = wantsPrimary >= 0 ? wantsPrimary : hasPrimary ? -1 : 0;
  if (primaryIndex >= 0 && hasPrimary) {
    await db
      .update(propertyImages)
      .set({ isPrimary: false })
      .where(eq(propertyImages.propertyId, propertyId));
  }
  const nextIndex = existing.reduce((max, image) => Math.max(max, image.orderIndex + 1), 0);
  const images = await db
    .insert(propertyImages)
    .values(
      references.map((reference, index) => ({
        propertyId,
        imageUrl: `/media/${names[index]}`,
        mediaName: names[index],
        caption: reference.caption ?? '',
        isPrimary: index === primaryIndex,
        orderIndex: nextIndex + index,
      })),
    )
    .returning();
  const [property] = await db
    .update(properties)
    .set({ photoCount: sql`${properties.photoCount} + ${references.length}`, updatedAt: new Date() })
    .where(eq(properties.id, propertyId))
    .returning();
  return { property: property!, images };
}
