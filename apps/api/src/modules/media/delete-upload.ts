import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyImages, uploads } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../auth/sessions';

/** Only the uploader may delete an upload, and not while one of their listings shows it. */
export async function deleteUpload(
  db: Db,
  storage: MediaStorage,
  actor: SessionUser,
  name: string,
): Promise<void> {
  const removeFile = await db.transaction(async (tx) => {
    const [mine] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.name, name), eq(uploads.uploaderId, actor.id)))
      .limit(1);
    if (!mine) {
      const [anyone] = await tx
        .select({ name: uploads.name })
        .from(uploads)
        .where(eq(uploads.name, name))
        .limit(1);
      if (anyone) throw new AppError('forbidden', 'You can only delete your own uploads');
      throw AppError.notFound('Image not found');
    }
    const [inUse] = await tx
      .select({ id: propertyImages.id })
      .from(propertyImages)
      .where(eq(propertyImages.mediaName, name))
      .limit(1);
    if (inUse)
      throw new AppError('conflict', 'This image is used by a listing; remove it from the listing first');
    await tx.delete(uploads).where(and(eq(uploads.name, name), eq(uploads.uploaderId, actor.id)));
    const [otherUploader] = await tx
      .select({ name: uploads.name })
      .from(uploads)
      .where(eq(uploads.name, name))
      .limit(1);
    return !otherUploader;
  });
  if (removeFile) await storage.remove(name);
}
