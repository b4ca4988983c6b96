import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { photoView, type PhotoView } from '../../lib/photo-view';
import type { IncomingFile } from './read-image-files';
import { removeUnusedPhotos } from './remove-unused-photos';
import { storePhotos } from './store-photos';

export interface UploadedFile extends PhotoView {
  name: string;
}

export interface UploadImagesOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  files: IncomingFile[];
}

/** Stores the photos and records them as the uploader's, to attach to a listing later. */
export async function uploadImages({
  db,
  storage,
  actor,
  files,
}: UploadImagesOptions): Promise<UploadedFile[]> {
  const photos = await storePhotos(db, storage, files);
  try {
    await db
      .insert(uploads)
      .values(
        photos.map((photo, i) => ({
          name: photo.name,
          uploaderId: actor.id,
          originalName: files[i]!.fileName,
        })),
      )
      .onConflictDoNothing();
  } catch (error) {
    await removeUnusedPhotos({ db, storage, names: photos.map((photo) => photo.name) });
    throw error;
  }
  return photos.map((photo) => ({ name: photo.name, ...photoView(photo) }));
}
