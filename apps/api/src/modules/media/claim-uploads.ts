import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles, uploads } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { photoView } from '../../lib/photo-view';
import type { SessionUser } from '../../plugins/auth';
import { mediaNameOf } from './media-names';

export interface ClaimUploadsOptions {
  db: Db;
  actor: SessionUser;
  /** /media URLs of the actor's uploads */
  urls: string[];
  /** where the URLs sit in the request body, for the 422's `loc` */
  at: (index: number) => string[];
}

/**
 * Takes the actor's uploads for what shows them (a project's photos and plans, a company's logo): each URL must be
 * one of their uploads (POST /api/upload/images), given once. The upload rows are deleted (the photos now belong to
 * what took them, which the media clean-up counts as a use); returns each photo's name and default URL. Run inside
 * the write's transaction, so a refused write leaves the uploads as they were.
 */
export async function claimUploads({ db, actor, urls, at }: ClaimUploadsOptions) {
  const names = urls.map((url, index) => {
    const name = mediaNameOf(url);
    if (!name) throw AppError.validation(at(index), 'Upload the image first: it must be a /media/ URL');
    return name;
  });
  if (names.length === 0) return [];
  if (new Set(names).size !== names.length)
    throw AppError.validation(at(0), 'The same image is listed twice');
  const held = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.uploaderId, actor.id), inArray(uploads.name, names)));
  const missing = names.findIndex((name) => !held.some((row) => row.name === name));
  if (missing >= 0) throw AppError.validation(at(missing), 'Image not found among your uploads');
  const photos = new Map(
    (await db.select().from(mediaFiles).where(inArray(mediaFiles.name, names))).map((photo) => [
      photo.name,
      photo,
    ]),
  );
  await db.delete(uploads).where(and(eq(uploads.uploaderId, actor.id), inArray(uploads.name, names)));
  return names.map((name) => ({ name, url: photoView(photos.get(name)!).url }));
}
