import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../auth/sessions';
import { processImage } from './process-image';
import type { IncomingFile } from './read-image-files';
import { removeUnusedMedia } from './remove-unused-media';

export interface UploadedFile {
  url: string;
  name: string;
}

/**
 * Checks and processes every file before storing any (one bad file refuses the whole batch), stores the files,
 * then records them as the uploader's. If recording fails, the files just stored are removed again.
 */
export async function uploadImages(
  db: Db,
  storage: MediaStorage,
  actor: SessionUser,
  files: IncomingFile[],
): Promise<UploadedFile[]> {
  const processed = [];
  for (const file of files)
    processed.push({ fileName: file.fileName, ...(await processImage(file.fileName, file.data)) });
  const stored: string[] = [];
  try {
    for (const image of processed) {
      await storage.put(image.name, image.data);
      stored.push(image.name);
    }
    await db
      .insert(uploads)
      .values(
        processed.map((image) => ({ name: image.name, uploaderId: actor.id, originalName: image.fileName })),
      )
      .onConflictDoNothing();
  } catch (error) {
    await removeUnusedMedia(
      db,
      storage,
      stored.map((name) => storage.urlOf(name)),
    );
    throw error;
  }
  return processed.map((image) => ({ url: storage.urlOf(image.name), name: image.name }));
}
