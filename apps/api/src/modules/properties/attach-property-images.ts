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
  const checked = (await checkPhotoReferences({ db, actor, lists: [references] }))[0]!;
  if ('error' in checked) throw checked.error;
  const { names } = checked;

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
  await insertPhotoRows({
    db,
    actor,
    listings: [{ propertyId, references, names, nextIndex, primaryIndex }],
  });
  const [property] = await db
    .update(properties)
    .set({ photoCount: sql`${properties.photoCount} + ${references.length}`, updatedAt: new Date() })
    .where(eq(properties.id, propertyId))
    .returning();
  return property!;
}

export type CheckedPhotos = { names: string[] } | { error: AppError };

/**
 * Which stored photo each reference names, for each list of references (one listing's photos each): a list is
 * refused (a validation error naming the reference) when a reference is not an upload's URL, names a photo that is
 * neither the user's upload nor on another listing of theirs (heldPhotoNames), or names a photo twice. One look-up
 * for every list. Run inside the transaction that attaches them.
 */
export async function checkPhotoReferences({
  db,
  actor,
  lists,
}: {
  db: Db;
  actor: SessionUser;
  lists: ImageReference[][];
}): Promise<CheckedPhotos[]> {
  const named = lists.map((references): CheckedPhotos => {
    const names: string[] = [];
    for (const [index, reference] of references.entries()) {
      const name = mediaNameOf(reference.image_url);
      if (!name) {
        return {
          error: AppError.validation(
            ['body', String(index), 'image_url'],
            'Upload the image first: image_url must be a /media/ URL',
          ),
        };
      }
      names.push(name);
    }
    return { names };
  });
  const held = await heldPhotoNames({
    db,
    actorId: actor.id,
    names: [...new Set(named.flatMap((list) => ('names' in list ? list.names : [])))],
  });
  return named.map((list) => {
    if ('error' in list) return list;
    const missing = list.names.findIndex((name) => !held.has(name));
    if (missing >= 0)
      return {
        error: AppError.validation(
          ['body', String(missing), 'image_url'],
          'Image not found among your uploads',
        ),
      };
    if (new Set(list.names).size !== list.names.length)
      return { error: AppError.validation(['body'], 'The same image is listed twice') };
    return list;
  });
}

/**
 * The photo rows of checked references (checkPhotoReferences), for one listing or many, in one statement per
 * table: each listing's photos from `nextIndex` on, the one at `primaryIndex` (if any) its main photo; the uploads
 * become the listings' (their upload rows go). The caller keeps the listings' photo counts.
 */
export async function insertPhotoRows({
  db,
  actor,
  listings,
}: {
  db: Db;
  actor: SessionUser;
  listings: {
    propertyId: number;
    references: ImageReference[];
    names: string[];
    nextIndex: number;
    primaryIndex: number;
  }[];
}): Promise<void> {
  const names = [...new Set(listings.flatMap((listing) => listing.names))];
  if (names.length === 0) return;
  const photos = new Map(
    (await db.select().from(mediaFiles).where(inArray(mediaFiles.name, names))).map((photo) => [
      photo.name,
      photo,
    ]),
  );
  await db.insert(propertyImages).values(
    listings.flatMap(({ propertyId, references, names, nextIndex, primaryIndex }) =>
      references.map((reference, index) => ({
        propertyId,
        imageUrl: photoView(photos.get(names[index]!)!).url,
        mediaName: names[index],
        caption: reference.caption ?? '',
        isPrimary: index === primaryIndex,
        orderIndex: nextIndex + index,
      })),
    ),
  );
  await db.delete(uploads).where(and(eq(uploads.uploaderId, actor.id), inArray(uploads.name, names)));
}
