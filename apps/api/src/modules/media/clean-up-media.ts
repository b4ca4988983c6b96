import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  mediaFiles,
  organisations,
  projectPhotos,
  projectUnitTypes,
  propertyImages,
  uploads,
} from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import { withPhotoLocks } from './photo-lock';
import { removeUnusedPhotos } from './remove-unused-photos';

const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;
// Files are written before their row: a folder younger than this may belong to an upload still in progress.
const WRITE_GRACE_MS = 60 * 60 * 1000;

export interface CleanUpMediaOptions {
  db: Db;
  storage: MediaStorage;
  now?: Date;
}

/**
 * Removes uploads never attached to a listing within 24 hours, photos that nothing uses any more, and files left
 * without a row by a crash. Safe to run at any time, on any number of instances.
 */
export async function cleanUpMedia({ db, storage, now = new Date() }: CleanUpMediaOptions) {
  const abandoned = await db
    .delete(uploads)
    .where(lt(uploads.createdAt, new Date(now.getTime() - ABANDONED_UPLOAD_MS)))
    .returning({ name: uploads.name });

  const unused = await db
    .select({ name: mediaFiles.name })
    .from(mediaFiles)
    .where(
      and(
        lt(mediaFiles.createdAt, new Date(now.getTime() - WRITE_GRACE_MS)),
        notExists(db.select().from(uploads).where(eq(uploads.name, mediaFiles.name))),
        notExists(db.select().from(propertyImages).where(eq(propertyImages.mediaName, mediaFiles.name))),
        notExists(db.select().from(projectPhotos).where(eq(projectPhotos.mediaName, mediaFiles.name))),
        notExists(
          db.select().from(projectUnitTypes).where(eq(projectUnitTypes.floorPlanMediaName, mediaFiles.name)),
        ),
        notExists(db.select().from(organisations).where(eq(organisations.logoMediaName, mediaFiles.name))),
      ),
    );
  const removed = await removeUnusedPhotos({
    db,
    storage,
    names: [...abandoned, ...unused].map((row) => row.name),
  });

  const stored = await storage.listPhotos();
  const recorded = new Set<string>();
  if (stored.length) {
    const rows = await db
      .select({ name: mediaFiles.name })
      .from(mediaFiles)
      .where(
        inArray(
          mediaFiles.name,
          stored.map((photo) => photo.name),
        ),
      );
    for (const row of rows) recorded.add(row.name);
  }
  const strays = stored.filter(
    (photo) => !recorded.has(photo.name) && now.getTime() - photo.modifiedAt.getTime() > WRITE_GRACE_MS,
  );
  for (const photo of strays) {
    // An upload of the same picture may be writing this folder right now (see photo-lock.ts).
    await withPhotoLocks([photo.name], async () => {
      const [row] = await db
        .select({ name: mediaFiles.name })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, photo.name));
      if (!row) await storage.removePhoto(photo.name);
    });
  }

  return {
    abandonedUploads: abandoned.length,
    removedPhotos: removed.length,
    removedStrayFolders: strays.length,
  };
}
