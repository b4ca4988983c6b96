import type { ImageReference, PropertyUpdateInput } from '@tbilisi/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { recordListingWrite } from '../alerts/record-listing-write';
import { recordFreshness } from '../freshness/record-freshness';
import { assignPropertyGroup } from '../duplicates/assign-property-group';
import { replacePropertyImages } from './replace-property-images';
import { removeUnusedPhotos } from '../media/remove-unused-photos';
import { loadOwnedProperty, loadProperty } from '../listings/load-property';
import { presentProperty } from '../listings/present-property';
import { toPropertyValues } from '../listings/property-values';
import { checkListingProject } from '../listings/listing-project';

export interface UpdatePropertyOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  id: number;
  input: PropertyUpdateInput & { images?: ImageReference[] };
  rateUsdGel: number;
}

/**
 * Saves the fields and, when `images` is given, the whole ordered photo list (see replacePropertyImages) in one
 * transaction; the files of photos taken off are removed after it committed.
 */
export async function updateProperty({ db, storage, actor, id, input, rateUsdGel }: UpdatePropertyOptions) {
  let removedPhotos: string[] = [];
  const row = await db.transaction(async (tx) => {
    const existing = await loadOwnedProperty(tx, id, actor, true);
    const values = toPropertyValues(input, existing, rateUsdGel);
    // The owner's, not the actor's organisation: a moderator editing keeps the poster's rule.
    const project = await checkListingProject(tx, existing.ownerId, input.project_id);
    // The photos first, so the row returned below counts them.
    if (input.images)
      removedPhotos = await replacePropertyImages({
        db: tx,
        actor,
        propertyId: id,
        references: input.images,
      });
    const [updated] = await tx
      .update(properties)
      .set({
        ...values,
        ...(project && { organisationId: project.organisationId }),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, id))
      .returning();
    // A change may make it repeat the poster's other listing (409, nothing saved) or another property's group.
    await assignPropertyGroup({ tx, propertyId: id });
    await recordListingWrite(tx, { before: existing, after: updated! });
    await recordFreshness(tx, { before: existing, after: updated! });
    return loadProperty(tx, updated!.id);
  });
  await removeUnusedPhotos({ db, storage, names: removedPhotos });
  return presentProperty(db, row, actor);
}
