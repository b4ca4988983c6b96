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
/**
 * Photos stored by one call of the photo pipeline: it processes them one after another and records them in one
 * transaction and one statement per table, where a photo alone took six round trips and two commits.
 */
const PHOTOS_PER_UPLOAD = 8;

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

interface Wanted {
  url: string;
  resolve: (photo: ImageReference) => void;
  reject: (error: unknown) => void;
}

/**
 * A feed's photos, fetched (public addresses only, at most 10 MB each, images only, 15 s each) and passed through the
 * photo pipeline as the poster's uploads: checked by content, re-encoded without metadata, fingerprinted for the
 * duplicate check. `photosOf(urls)` answers an item's references in its order, or a FeedPhotoError naming the
 * first photo that failed.
 *
 * A URL is fetched and processed once per feed, however many items name it (an agency's office photo, a
 * developer's render on every flat of a plan). URLs are taken in the order asked for, PHOTOS_PER_UPLOAD at a time,
 * each group fetched, then processed and recorded by one call of the pipeline (uploadImages); a group the pipeline
 * refuses (one of its files is not an image) is stored again a photo at a time, so only that photo fails.
 * Processing is CPU work (decode, resize, encode, fingerprint): as many groups as the machine has cores at once, so
 * a feed neither waits on one photo at a time nor starves the database work it overlaps with.
 */
export function createFeedPhotoFetcher({ db, storage, actor, allowLoopback }: FeedPhotoFetcherOptions) {
  const run = limitConcurrency(availableParallelism());
  const byUrl = new Map<string, Promise<ImageReference>>();
  let queued: Wanted[] = [];

  const fetchPhoto = async (url: string): Promise<Buffer> => {
    try {
      return (
        await safeFetch(url, {
          maxBytes: MAX_IMAGE_BYTES,
          timeoutMs: PHOTO_TIMEOUT_MS,
          acceptTypes: ['image/'],
          allowLoopback,
        })
      ).data;
    } catch (error) {
      throw new PhotoRefused(error instanceof SafeFetchError ? error.message : 'Could not fetch the photo');
    }
  };
  const store = async (group: { wanted: Wanted; data: Buffer }[]) => {
    const uploaded = await uploadImages({
      db,
      storage,
      actor,
      files: group.map(({ data }) => ({ fileName: 'The photo', data })),
      // No room features for feed photos (decision 030): they doubled the import; a later job should add them.
      roomFeatures: false,
    });
    group.forEach(({ wanted }, position) => wanted.resolve({ image_url: uploaded[position]!.url }));
  };
  const storeGroup = async (group: Wanted[]) => {
    const fetched = await Promise.all(
      group.map((wanted) =>
        fetchPhoto(wanted.url).then(
          (data) => ({ wanted, data }),
          (error: unknown) => void wanted.reject(error),
        ),
      ),
    );
    const ready = fetched.filter((entry) => entry !== undefined);
    if (ready.length === 0) return;
    try {
      await store(ready);
    } catch (error) {
      // The pipeline refuses a group for any of its files: each again alone, so the others are stored.
      if (!(error instanceof AppError) || ready.length === 1) {
        for (const { wanted } of ready) wanted.reject(refusalOf(error));
        return;
      }
      for (const one of ready)
        await store([one]).catch((error: unknown) => one.wanted.reject(refusalOf(error)));
    }
  };
  const flush = () => {
    const groups: Wanted[][] = [];
    for (let start = 0; start < queued.length; start += PHOTOS_PER_UPLOAD)
      groups.push(queued.slice(start, start + PHOTOS_PER_UPLOAD));
    queued = [];
    for (const group of groups)
      run(() => storeGroup(group)).catch((error: unknown) => {
        for (const wanted of group) wanted.reject(error);
      });
  };
  const photoAt = (url: string) => {
    let photo = byUrl.get(url);
    if (!photo) {
      photo = new Promise<ImageReference>((resolve, reject) => {
        // The URLs asked for in one turn (all of a feed's, at its start) are grouped before any is fetched.
        if (queued.length === 0) queueMicrotask(flush);
        queued.push({ url, resolve, reject });
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

/** The pipeline's refusal of the bytes (not an image, too many pixels) is the item's; anything else is ours. */
const refusalOf = (error: unknown) => (error instanceof AppError ? new PhotoRefused(error.message) : error);
