import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectPhotos } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { removeUnusedPhotos } from '../media/remove-unused-photos';
import { presentProject } from './present-project';
import { loadOwnProject, touchProject } from './project-access';

export interface RemoveProjectPhotoOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  projectId: number;
  photoId: number;
}

/** Takes a photo off the actor's project; its files go after the commit once nothing shows them. */
export async function removeProjectPhoto({
  db,
  storage,
  actor,
  projectId,
  photoId,
}: RemoveProjectPhotoOptions) {
  const { project, name } = await db.transaction(async (tx) => {
    const project = await loadOwnProject(tx, actor, projectId, true);
    const [removed] = await tx
      .delete(projectPhotos)
      .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)))
      .returning({ name: projectPhotos.mediaName });
    if (!removed) throw AppError.notFound('No such photo on this project');
    await touchProject(tx, projectId);
    return { project, name: removed.name };
  });
  if (name) await removeUnusedPhotos({ db, storage, names: [name] });
  return presentProject(db, project);
}
