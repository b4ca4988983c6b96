import type { PropertyUpdateInput } from '@tbilisi/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../auth/sessions';
import { recordListingWrite } from '../alerts/record-listing-write';
import { assignPropertyGroup } from '../duplicates/assign-property-group';
import type { ImageReference } from '../media/attach-property-images';
import { replacePropertyImages } from '../media/manage-property-images';
import { removeUnusedPhotos } from '../media/remove-unused-photos';
import { loadOwnedProperty, loadProperty } from './load-owned-property';
import { presentProperty } from './present-property';
import { toPropertyValues } from './property-values';
import { setPropertyAmenities } from './set-property-amenities';

/**
 * Saves the fields and, when `images` is given, the whole ordered photo list (see replacePropertyImages) in one
 * transaction; the files of photos taken off are removed after it committed.
 */
export async function updateProperty(
  db: Db,
  storage: MediaStorage,
  actor: SessionUser,
  id: number,
  input: PropertyUpdateInput & { images?: ImageReference[] },
  rateUsdGel: number,
) {
  let removedPhotos: string[] = [];
  const row = await db.transaction(async (tx) => {
    const existing = await loadOwnedProperty(tx, id, actor, true);
    const values = toPropertyValues(input, existing, rateUsdGel);
    // The photos first, so the row returned below counts them.
    if (input.images) removedPhotos = await replacePropertyImages(tx, actor, id, input.images);
    const [updated] = await tx
      .update(properties)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(properties.id, id))
      .returning();
    if (input.amenities) await setPropertyAmenities(tx, id, input.amenities);
    // A change may make it repeat the poster's other listing (409, nothing saved) or another property's group.
    await assignPropertyGroup(tx, id);
    await recordListingWrite(tx, { before: existing, after: updated! });
    return loadProperty(tx, updated!.id);
  });
  await removeUnusedPhotos(db, storage, removedPhotos);
  return presentProperty(db, row);
}
