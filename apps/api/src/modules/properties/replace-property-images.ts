import { MAX_IMAGES_PER_LISTING, type ImageReference } from '@tbilisi/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles, properties, propertyImages, uploads } from '../../db/schema';
import { heldPhotoNames } from './held-photos';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { loadOwnedProperty } from '../listings/load-property';
import { mediaNameOf } from '../media/media-names';
import { imagesOf } from './property-photos';
import { photoView } from '../../lib/photo-view';

export interface ReplacePropertyImagesOptions {
  db: Db;
  actor: SessionUser;
  propertyId: number;
  references: ImageReference[];
}

/**
 * Makes the listing's photos exactly `references`, in that order: photos it has are kept (matched by their /media
 * URL, any size), the user's uploads are added, and the rest are taken off. The one marked `is_primary`, else the
 * first, is the main photo; a caption given replaces the old one. Run inside the transaction that saves the listing's
 * fields, so an edit lands whole or not at all. Returns the names of the photos taken off, for the caller to remove
 * their files once the transaction committed.
 */
export async function replacePropertyImages({
  db,
  actor,
  propertyId,
  references,
}: ReplacePropertyImagesOptions): Promise<string[]> {
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
    const held = await heldPhotoNames({ db, actorId: actor.id, names: added });
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
