import { MAX_IMAGE_BYTES, type ImageReference } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { uploadImages } from '../media/upload-images';

const PHOTO_TIMEOUT_MS = 15_000;

export class FeedPhotoError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchFeedPhotosOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  urls: string[];
  allowLoopback: boolean;
}

/**
 * Fetches a feed item's photos (public addresses only, at most 10 MB each, images only, 15 s each) and passes them
 * through the photo pipeline as the poster's uploads: checked by content, re-encoded without metadata, fingerprinted
 * for the duplicate check. Answers references to attach to the listing, in the feed's order.
 */
export async function fetchFeedPhotos({
  db,
  storage,
  actor,
  urls,
  allowLoopback,
}: FetchFeedPhotosOptions): Promise<ImageReference[]> {
  const files = await Promise.all(
    urls.map(async (url, index) => {
      try {
        const { data } = await safeFetch(url, {
          maxBytes: MAX_IMAGE_BYTES,
          timeoutMs: PHOTO_TIMEOUT_MS,
          acceptTypes: ['image/'],
          allowLoopback,
        });
        return { fileName: `photos.${index}`, data };
      } catch (error) {
        const message = error instanceof SafeFetchError ? error.message : 'Could not fetch the photo';
        throw new FeedPhotoError(index, `${url}: ${message}`);
      }
    }),
  );
  if (files.length === 0) return [];
  const uploaded = await uploadImages({ db, storage, actor, files });
  return uploaded.map((photo) => ({ image_url: photo.url }));
}
