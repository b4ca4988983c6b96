import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles, photoFingerprints } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import { photoHashBands } from './photo-fingerprint';
import { mediaNameFor, processImage, type ProcessedImage, type ProcessImageOptions } from './process-image';
import type { IncomingFile } from './read-image-files';

const CONTENT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg', avif: 'image/avif' } as const;

export type StoredPhoto = typeof mediaFiles.$inferSelect;

/**
 * Checks and processes every file before storing any (one bad file refuses the batch), writes the files of photos
 * not stored before, and only then records them. If anything fails, the files written here are removed again, so
 * no file is left without its row and no row points at a missing file. Returns the photos in the order given.
 */
export async function storePhotos(
  db: Db,
  storage: MediaStorage,
  files: IncomingFile[],
  options: ProcessImageOptions = {},
): Promise<StoredPhoto[]> {
  const names = files.map((file) => mediaNameFor(file.data));
  const known = new Map(
    (await db.select().from(mediaFiles).where(inArray(mediaFiles.name, names))).map((row) => [row.name, row]),
  );
  const fresh = new Map<string, ProcessedImage>();
  for (const [index, file] of files.entries()) {
    const name = names[index]!;
    if (!known.has(name) && !fresh.has(name))
      fresh.set(name, await processImage(file.fileName, file.data, options));
  }

  const written: string[] = [];
  try {
    for (const photo of fresh.values()) {
      written.push(photo.name);
      for (const variant of photo.variants) {
        await storage.put(`${photo.name}/${variant.file}`, variant.data, CONTENT_TYPES[variant.format]);
      }
    }
    if (fresh.size > 0) {
      // A photo and its fingerprint (and room features) are recorded together or not at all.
      const rows = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(mediaFiles)
          .values(
            [...fresh.values()].map((photo) => ({
              name: photo.name,
              width: photo.width,
              height: photo.height,
              placeholder: photo.placeholder,
              variants: photo.variants.map(({ data: _data, ...variant }) => variant),
            })),
          )
          .onConflictDoNothing()
          .returning();
        const recorded = new Set(inserted.map((row) => row.name));
        const fingerprints = [...fresh.values()].filter((photo) => recorded.has(photo.name));
        if (fingerprints.length) {
          await tx.insert(photoFingerprints).values(
            fingerprints.map((photo) => ({
              name: photo.name,
              fingerprint: photo.fingerprint,
              bands: photoHashBands(photo.fingerprint),
              roomFeatures: photo.roomFeatures,
            })),
          );
        }
        return inserted;
      });
      for (const row of rows) known.set(row.name, row);
      // A concurrent upload of the same bytes may have recorded the photo first: use its row.
      const missing = [...fresh.keys()].filter((name) => !known.has(name));
      if (missing.length) {
        for (const row of await db.select().from(mediaFiles).where(inArray(mediaFiles.name, missing)))
          known.set(row.name, row);
      }
    }
  } catch (error) {
    // A failing clean-up must not hide why the write failed; what it leaves, the media clean-up removes.
    await removeWrittenPhotos(db, storage, written).catch(() => undefined);
    throw error;
  }
  return names.map((name) => known.get(name)!);
}

/** Undoes a failed write, except for photos another request recorded meanwhile (same bytes, same name). */
async function removeWrittenPhotos(db: Db, storage: MediaStorage, names: string[]) {
  if (names.length === 0) return;
  const recorded = new Set(
    (await db.select({ name: mediaFiles.name }).from(mediaFiles).where(inArray(mediaFiles.name, names))).map(
      (r) => r.name,
    ),
  );
  for (const name of names) if (!recorded.has(name)) await storage.removePhoto(name);
}
