import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { photoView, type PhotoView } from '../../lib/photo-view';
import { withPhotoLocks } from './photo-lock';
import type { IncomingFile } from './read-image-files';
import { removeUnusedPhotosLocked } from './remove-unused-photos';
import { mediaNameFor } from './process-image';
import { storePhotos, type StoredPhoto } from './store-photos';

export interface UploadedFile extends PhotoView {
  name: string;
}

export interface UploadImagesOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  files: IncomingFile[];
  /**
   * Whether to compute each photo's room features (decision 030; default true). The partner feed leaves them out:
   * at some 44 ms of CPU a photo they doubled a 5,000-listing import.
   */
  roomFeatures?: boolean;
}

/** Stores the photos and records them as the uploader's, to attach to a listing later. */
export async function uploadImages({
  db,
  storage,
  actor,
  files,
  roomFeatures = true,
}: UploadImagesOptions): Promise<UploadedFile[]> {
  // The photo is held until the upload row exists: until then nothing marks it as used.
  const photos = await withPhotoLocks(
    files.map((file) => mediaNameFor(file.data)),
    async () => {
      const stored = await storePhotos(db, storage, files, { roomFeatures });
      await recordUploads(db, storage, actor, files, stored);
      return stored;
    },
  );
  return photos.map((photo) => ({ name: photo.name, ...photoView(photo) }));
}

async function recordUploads(
  db: Db,
  storage: MediaStorage,
  actor: SessionUser,
  files: IncomingFile[],
  photos: StoredPhoto[],
) {
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
    // A failing clean-up must not hide why the upload failed; what it leaves, the media clean-up removes.
    await removeUnusedPhotosLocked({ db, storage, names: photos.map((photo) => photo.name) }).catch(
      () => undefined,
    );
    throw error;
  }
}
