import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyImages } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../auth/sessions';
import { removeUnusedMedia } from '../media/remove-unused-media';
import { loadOwnedProperty } from './load-owned-property';

/** Deletes the listing with its images, favourites and views, then its photo files no other listing uses. */
export async function deleteProperty(
  db: Db,
  storage: MediaStorage,
  actor: SessionUser,
  id: number,
): Promise<void> {
  const imageUrls = await db.transaction(async (tx) => {
    await loadOwnedProperty(tx, id, actor, true);
    const images = await tx
      .select({ url: propertyImages.imageUrl })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id));
    await tx.delete(properties).where(eq(properties.id, id));
    return images.map((image) => image.url);
  });
  // Files go only after the rows are gone: a failure here leaves an unreferenced file for the cleanup job,
  // never a row pointing at nothing.
  await removeUnusedMedia(db, storage, imageUrls);
}
