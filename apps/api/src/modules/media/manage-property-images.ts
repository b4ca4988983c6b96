import { MAX_IMAGES_PER_LISTING, type ImageReference } from '@tbilisi/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles, properties, propertyImages, uploads } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../auth/sessions';
import { loadOwnedProperty } from '../properties/load-owned-property';
import { mediaNameOf } from './media-names';
import { photoView } from './photo-view';

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

/**
 * Makes the listing's photos exactly `references`, in that order: photos it has are kept (matched by their /media
 * URL, any size), the user's uploads are added, and the rest are taken off. The one marked `is_primary`, else the
 * first, is the main photo; a caption given replaces the old one. Run inside the transaction that saves the listing's
 * fields, so an edit lands whole or not at all. Returns the names of the photos taken off, for the caller to remove
 * their files once the transaction committed.
 */
export async function replacePropertyImages(
  db: Db,
  actor: SessionUser,
  propertyId: number,
  references: ImageReference[],
): Promise<string[]> {
  await loadOwnedProperty(db, propertyId, actor, true);
  if (references.length > MAX_IMAGES_PER_LISTING) {
    throw AppError.validation(
      ['body', 'images'],
      `You can only upload up to ${MAX_IMAGES_PER_LISTING} images`,
    );
  }
  const current = await imagesOf(db, propertyId);
  // A photo it has is named by any of its /media URLs (or, for one not stored here, its exact URL).
  const photos = references.map((reference, index) => {
    const name = mediaNameOf(reference.image_url);
    const kept = current.find((image) =>
      name ? image.mediaName === name : image.imageUrl === reference.image_url,
    );
    if (!name && !kept) {
      throw AppError.validation(
        ['body', 'images', String(index), 'image_url'],
        'Upload the image first: image_url must be a /media/ URL',
      );
    }
    return { reference, name, kept };
  });
  const keyOf = (photo: (typeof photos)[number]) => photo.kept?.id ?? photo.name;
  const twice = photos.findIndex(
    (photo, index) => photos.findIndex((p) => keyOf(p) === keyOf(photo)) !== index,
  );
  if (twice >= 0)
    throw AppError.validation(
      ['body', 'images', String(twice), 'image_url'],
      'The same image is listed twice',
    );

  const added = photos.flatMap((photo) => (photo.kept || !photo.name ? [] : [photo.name]));
  const stored = new Map(
    added.length
      ? (await db.select().from(mediaFiles).where(inArray(mediaFiles.name, added))).map((row) => [
          row.name,
          row,
        ])
      : [],
  );
  if (added.length) {
    const held = new Set(
      (
        await db
          .select({ name: uploads.name })
          .from(uploads)
          .where(and(eq(uploads.uploaderId, actor.id), inArray(uploads.name, added)))
      ).map((row) => row.name),
    );
    const missing = photos.findIndex(
      (photo) => !photo.kept && !(held.has(photo.name!) && stored.has(photo.name!)),
    );
    if (missing >= 0) {
      throw AppError.validation(
        ['body', 'images', String(missing), 'image_url'],
        'Image not found among your uploads',
      );
    }
  }

  const keptIds = new Set(photos.flatMap((photo) => (photo.kept ? [photo.kept.id] : [])));
  const removed = current.filter((image) => !keptIds.has(image.id));
  if (removed.length) {
    await db.delete(propertyImages).where(
      inArray(
        propertyImages.id,
        removed.map((image) => image.id),
      ),
    );
  }
  const marked = references.findIndex((reference) => reference.is_primary);
  const primaryIndex = marked >= 0 ? marked : 0;
  for (const [orderIndex, { reference, name, kept }] of photos.entries()) {
    const isPrimary = orderIndex === primaryIndex;
    if (kept) {
      await db
        .update(propertyImages)
        .set({
          orderIndex,
          isPrimary,
          ...(reference.caption !== undefined ? { caption: reference.caption } : {}),
        })
        .where(eq(propertyImages.id, kept.id));
    } else {
      await db.insert(propertyImages).values({
        propertyId,
        imageUrl: photoView(stored.get(name!)!).url,
        mediaName: name,
        caption: reference.caption ?? '',
        isPrimary,
        orderIndex,
      });
    }
  }
  if (added.length)
    await db.delete(uploads).where(and(eq(uploads.uploaderId, actor.id), inArray(uploads.name, added)));
  await db
    .update(properties)
    .set({ photoCount: references.length, updatedAt: new Date() })
    .where(eq(properties.id, propertyId));
  return removed.flatMap((image) => (image.mediaName ? [image.mediaName] : []));
}
