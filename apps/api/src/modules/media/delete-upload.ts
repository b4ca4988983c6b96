import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyImages, uploads } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { removeUnusedPhotos } from './remove-unused-photos';

export interface DeleteUploadOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  name: string;
}

/** Only the uploader may delete an upload, and not once it shows on one of their listings. */
export async function deleteUpload({ db, storage, actor, name }: DeleteUploadOptions): Promise<void> {
  const removed = await db
    .delete(uploads)
    .where(and(eq(uploads.name, name), eq(uploads.uploaderId, actor.id)))
    .returning();
  if (removed.length > 0) {
    await removeUnusedPhotos({ db, storage, names: [name] });
    return;
  }
  const [onMyListing] = await db
    .select({ id: propertyImages.id })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(and(eq(propertyImages.mediaName, name), eq(properties.ownerId, actor.id)))
    .limit(1);
  if (onMyListing)
    throw new AppError('conflict', 'This image is used by a listing; remove it from the listing first');
  const [someoneElses] = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(eq(uploads.name, name))
    .limit(1);
  if (someoneElses) throw new AppError('forbidden', 'You can only delete your own uploads');
  throw AppError.notFound('Image not found');
}
