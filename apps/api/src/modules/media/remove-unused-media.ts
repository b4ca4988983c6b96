import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyImages, uploads } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import { mediaNameOf } from './media-names';

/** Removes the files behind `urls` that no listing and no pending upload references any more. */
export async function removeUnusedMedia(db: Db, storage: MediaStorage, urls: string[]): Promise<void> {
  for (const name of new Set(urls.map(mediaNameOf).filter((n): n is string => n !== undefined))) {
    const [usedByListing] = await db
      .select({ id: propertyImages.id })
      .from(propertyImages)
      .where(eq(propertyImages.mediaName, name))
      .limit(1);
    if (usedByListing) continue;
    await db.delete(uploads).where(eq(uploads.name, name));
    await storage.remove(name);
  }
}
