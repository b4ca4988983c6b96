import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyImages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { loadOwnedProperty } from '../listings/load-property';
import { imagesOf, touchProperty } from './property-photos';

export interface UpdatePropertyPhotoOptions {
  db: Db;
  actor: SessionUser;
  propertyId: number;
  imageId: number;
  changes: { caption?: string; is_primary?: boolean };
}

/** Changes a photo's caption and/or makes it the main photo. */
export async function updatePropertyPhoto({
  db,
  actor,
  propertyId,
  imageId,
  changes,
}: UpdatePropertyPhotoOptions) {
  return db.transaction(async (tx) => {
    await loadOwnedProperty(tx, propertyId, actor, true);
    const image = (await imagesOf(tx, propertyId)).find((candidate) => candidate.id === imageId);
    if (!image) throw AppError.notFound('Image not found on this listing');
    if (changes.is_primary === false && image.isPrimary) {
      throw AppError.validation(['body', 'is_primary'], 'Choose another photo as the main one instead');
    }
    if (changes.is_primary) {
      await tx
        .update(propertyImages)
        .set({ isPrimary: sql`${propertyImages.id} = ${imageId}` })
        .where(eq(propertyImages.propertyId, propertyId));
    }
    if (changes.caption !== undefined) {
      await tx.update(propertyImages).set({ caption: changes.caption }).where(eq(propertyImages.id, imageId));
    }
    return touchProperty(tx, propertyId);
  });
}
