import type { Db } from '../../db/client';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { assignPropertyGroup } from '../duplicates/assign-property-group';
import { loadProperty } from '../listings/load-property';
import type { IncomingFile } from '../media/read-image-files';
import { uploadImages } from '../media/upload-images';
import type { ImageReference } from '@tbilisi/contracts';
import { attachPropertyImages } from './attach-property-images';

export interface AddPropertyPhotosOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  propertyId: number;
  /** photos uploaded before, by their /media URLs */
  references?: ImageReference[];
  /** or new files, uploaded and attached in one go */
  files?: IncomingFile[];
}

/**
 * Adds photos to the actor's listing, after those it has. New files are stored first (a failure later leaves them as
 * the actor's uploads, swept after a day); attaching and regrouping are one transaction.
 */
export async function addPropertyPhotos({
  db,
  storage,
  actor,
  propertyId,
  references = [],
  files,
}: AddPropertyPhotosOptions) {
  const uploaded = files ? await uploadImages({ db, storage, actor, files }) : [];
  const all = [...references, ...uploaded.map((file) => ({ image_url: file.url }))];
  return db.transaction(async (tx) => {
    await attachPropertyImages({ db: tx, propertyId, actor, references: all });
    // New photos are new evidence: they may show this is a property already listed.
    await assignPropertyGroup({ tx, propertyId });
    return loadProperty(tx, propertyId);
  });
}
