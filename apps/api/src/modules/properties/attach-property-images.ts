import { MAX_IMAGES_PER_LISTING, type ImageReference } from '@tbilisi/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles, properties, propertyImages, uploads } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { loadOwnedProperty } from '../listings/load-property';
import { mediaNameOf } from '../media/media-names';
import { photoView } from '../../lib/photo-view';
import { heldPhotoNames } from './held-photos';

export interface AttachPropertyImagesOptions {
  db: Db;
  propertyId: number;
  actor: SessionUser;
  references: ImageReference[];
}

/**
 * Adds the user's uploads to their listing, after the photos it has; the uploads become the listing's. The listing row
 * is locked meanwhile, so concurrent attaches keep their order and cannot pass the 12-photo limit together. The first
 * photo becomes the main one unless one is named. Run inside a transaction.
 */
export async function attachPropertyImages({
  db,
  propertyId,
  actor,
  references,
}: AttachPropertyImagesOptions) {
  await loadOwnedProperty(db, propertyId, actor, true);
  if (references.length === 0) throw AppError.validation(['body'], 'Add at least one image');
  const names = references.map((reference, index) => {
    const name = mediaNameOf(reference.image_url);
    if (!name) {
      throw AppError.validation(
        ['body', String(index), 'image_url'],
        'Upload the image first: image_url must be a /media/ URL',
      );
    }
    return name;
  });
  const held = await heldPhotoNames({ db, actorId: actor.id, names });
  const missing = names.findIndex((name) => !held.has(name));
  if (missing >= 0)
    throw AppError.validation(['body', String(missing), 'image_url'], 'Image not found among your uploads');
  if (new Set(names).size !== names.length)
    throw AppError.validation(['body'], 'The same image is listed twice');

  const existing = await db
    .select({
      orderIndex: propertyImages.orderIndex,
      isPrimary: propertyImages.isPrimary,
      mediaName: propertyImages.mediaName,
    })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  if (existing.length + references.length > MAX_IMAGES_PER_LISTING) {
    throw AppError.validation(['body'], `You can only upload up to ${MAX_IMAGES_PER_LISTING} images`);
  }
  const photos = new Map(
    (await db.select().from(mediaFiles).where(inArray(mediaFiles.name, names))).map((photo) => [
      photo.name,
      photo,
    ]),
  );
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
  await db.insert(propertyImages).values(
    references.map((reference, index) => ({
      propertyId,
      imageUrl: photoView(photos.get(names[index]!)!).url,
      mediaName: names[index],
      caption: reference.caption ?? '',
      isPrimary: index === primaryIndex,
      orderIndex: nextIndex + index,
    })),
  );
  await db.delete(uploads).where(and(eq(uploads.uploaderId, actor.id), inArray(uploads.name, names)));
  const [property] = await db
    .update(properties)
    .set({ photoCount: sql`${properties.photoCount} + ${references.length}`, updatedAt: new Date() })
    .where(eq(properties.id, propertyId))
    .returning();
  return property!;
}
