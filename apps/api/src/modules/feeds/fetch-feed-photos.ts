import { availableParallelism } from 'node:os';
import { MAX_IMAGE_BYTES, type ImageReference } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { limitConcurrency } from '../../lib/concurrency-limit';
import { AppError } from '../../lib/errors';
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

/** Why a photo URL gave no photo (not found, not an image, a private address…), said of each item naming it. */
class PhotoRefused extends Error {}

export interface FeedPhotoFetcherOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  allowLoopback: boolean;
}

/**
 * A feed's photos, fetched (public addresses only, at most 10 MB each, images only, 15 s each) and passed through the
 * photo pipeline as the poster's uploads: checked by content, re-encoded without metadata, fingerprinted for the
 * duplicate check. `photosOf(urls)` answers an item's references in its order, or a FeedPhotoError naming the
 * first photo that failed.
 *
 * A URL is fetched and processed once per feed, however many items name it (an agency's office photo, a
 * developer's render on every flat of a plan). Processing is CPU work (decode, resize, encode, fingerprint): as
 * many photos as the machine has cores at once, so a feed neither waits on one photo at a time nor starves the
 * database work it overlaps with.
 */
export function createFeedPhotoFetcher({ db, storage, actor, allowLoopback }: FeedPhotoFetcherOptions) {
  const run = limitConcurrency(availableParallelism());
  const byUrl = new Map<string, Promise<ImageReference>>();
  const photoAt = (url: string) => {
    let photo = byUrl.get(url);
    if (!photo) {
      photo = run(async () => {
        let data: Buffer;
        try {
          ({ data } = await safeFetch(url, {
            maxBytes: MAX_IMAGE_BYTES,
            timeoutMs: PHOTO_TIMEOUT_MS,
            acceptTypes: ['image/'],
            allowLoopback,
          }));
        } catch (error) {
          throw new PhotoRefused(
            error instanceof SafeFetchError ? error.message : 'Could not fetch the photo',
          );
        }
        try {
          const [uploaded] = await uploadImages({
            db,
            storage,
            actor,
            files: [{ fileName: 'The photo', data }],
          });
          return { image_url: uploaded!.url };
        } catch (error) {
          // The pipeline's refusal of the bytes (not an image, too many pixels) is the item's; anything else is ours.
          if (error instanceof AppError) throw new PhotoRefused(error.message);
          throw error;
        }
      });
      // A failure is reported with each item that names the URL; it is not an unhandled rejection meanwhile.
      photo.catch(() => undefined);
      byUrl.set(url, photo);
    }
    return photo;
  };
  return {
    async photosOf(urls: string[]): Promise<ImageReference[]> {
      const settled = await Promise.allSettled(urls.map(photoAt));
      return settled.map((outcome, index) => {
        if (outcome.status === 'fulfilled') return outcome.value;
        if (outcome.reason instanceof PhotoRefused)
          throw new FeedPhotoError(index, `${urls[index]}: ${outcome.reason.message}`);
        throw outcome.reason;
      });
    },
  };
}
