import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyImages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { loadOwnedProperty } from '../listings/load-property';
import { removeUnusedPhotos } from '../media/remove-unused-photos';
import { imagesOf } from './property-photos';
import { touchProperty } from './property-photos';

export interface RemovePropertyPhotoOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  propertyId: number;
  imageId: number;
}

/**
 * Takes a photo off the listing; if it was the main photo, the next one becomes main. Its files are removed once the
 * transaction committed and nothing else uses them.
 */
export async function removePropertyPhoto({
  db,
  storage,
  actor,
  propertyId,
  imageId,
}: RemovePropertyPhotoOptions) {
  const { property, photoName } = await db.transaction(async (tx) => {
    await loadOwnedProperty(tx, propertyId, actor, true);
    const [removed] = await tx
      .delete(propertyImages)
      .where(and(eq(propertyImages.id, imageId), eq(propertyImages.propertyId, propertyId)))
      .returning();
    if (!removed) throw AppError.notFound('Image not found on this listing');
    const rest = (await imagesOf(tx, propertyId)).sort((a, b) => a.orderIndex - b.orderIndex);
    if (removed.isPrimary && rest[0]) {
      await tx.update(propertyImages).set({ isPrimary: true }).where(eq(propertyImages.id, rest[0].id));
    }
    await tx.update(properties).set({ photoCount: rest.length }).where(eq(properties.id, propertyId));
    return { property: await touchProperty(tx, propertyId), photoName: removed.mediaName };
  });
  if (photoName) await removeUnusedPhotos({ db, storage, names: [photoName] });
  return property;
}
