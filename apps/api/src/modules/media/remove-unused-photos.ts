import { eq, inArray } from 'drizzle-orm';
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

export interface RemoveUnusedPhotosOptions {
  db: Db;
  storage: MediaStorage;
  names: string[];
}

/**
 * Removes the photos among `names` that no listing, project or company logo shows and nobody holds as an upload: the
 * row first, then the files. A crash in between leaves files without a row, which the cleanup command removes; never
 * the reverse.
 */
export async function removeUnusedPhotos({
  db,
  storage,
  names,
}: RemoveUnusedPhotosOptions): Promise<string[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  return withPhotoLocks(unique, () => removeUnusedPhotosLocked({ db, storage, names: unique }));
}

/** The same, for a caller already holding the photos' locks (see photo-lock.ts). */
export async function removeUnusedPhotosLocked({
  db,
  storage,
  names,
}: RemoveUnusedPhotosOptions): Promise<string[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  const [shown, held, inProjects, plans, logos] = await Promise.all([
    db
      .selectDistinct({ name: propertyImages.mediaName })
      .from(propertyImages)
      .where(inArray(propertyImages.mediaName, unique)),
    db.selectDistinct({ name: uploads.name }).from(uploads).where(inArray(uploads.name, unique)),
    // Projects show photos too: their gallery and progress photos, and their unit types' floor plans.
    db
      .selectDistinct({ name: projectPhotos.mediaName })
      .from(projectPhotos)
      .where(inArray(projectPhotos.mediaName, unique)),
    db
      .selectDistinct({ name: projectUnitTypes.floorPlanMediaName })
      .from(projectUnitTypes)
      .where(inArray(projectUnitTypes.floorPlanMediaName, unique)),
    db
      .selectDistinct({ name: organisations.logoMediaName })
      .from(organisations)
      .where(inArray(organisations.logoMediaName, unique)),
  ]);
  const used = new Set([...shown, ...held, ...inProjects, ...plans, ...logos].map((row) => row.name));
  const unused = unique.filter((name) => !used.has(name));
  for (const name of unused) {
    await db.delete(mediaFiles).where(eq(mediaFiles.name, name));
    await storage.removePhoto(name);
  }
  return unused;
}
