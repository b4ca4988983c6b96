import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyImages } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { chooseGroupLead } from '../duplicates/assign-property-group';
import { leaveDeletedListingTrace } from '../freshness/first-listed';
import { removeUnusedPhotos } from '../media/remove-unused-photos';
import { loadOwnedProperty } from '../listings/load-property';

export interface DeletePropertyOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  id: number;
}

/** Deletes the listing with its images, favourites and views, then its photo files no other listing uses. */
export async function deleteProperty({ db, storage, actor, id }: DeletePropertyOptions): Promise<void> {
  const photoNames = await db.transaction(async (tx) => {
    const listing = await loadOwnedProperty(tx, id, actor, true);
    const images = await tx
      .select({ name: propertyImages.mediaName })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id));
    await leaveDeletedListingTrace(tx, listing);
    await tx.delete(properties).where(eq(properties.id, id));
    // The property's other offers stay: one of them now leads its group.
    if (listing.groupId !== null) await chooseGroupLead({ tx, groupId: listing.groupId });
    return images.flatMap((image) => (image.name ? [image.name] : []));
  });
  // Files go only after the rows are gone: a failure here leaves an unreferenced file for the cleanup job,
  // never a row pointing at nothing.
  await removeUnusedPhotos({ db, storage, names: photoNames });
}
