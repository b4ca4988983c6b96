import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectPhotos, projectUnitTypes, projects } from '../../db/schema';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { removeUnusedPhotos } from '../media/remove-unused-photos';
import { loadOwnProject } from './project-access';

export interface DeleteProjectOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  projectId: number;
}

/**
 * Deletes the project with its unit types and photos; listings in it stay, without a project. The photos' files go
 * after the commit, once nothing else shows them.
 */
export async function deleteProject({ db, storage, actor, projectId }: DeleteProjectOptions) {
  const names = await db.transaction(async (tx) => {
    await loadOwnProject(tx, actor, projectId, true);
    const photos = await tx
      .select({ name: projectPhotos.mediaName })
      .from(projectPhotos)
      .where(eq(projectPhotos.projectId, projectId));
    const plans = await tx
      .select({ name: projectUnitTypes.floorPlanMediaName })
      .from(projectUnitTypes)
      .where(eq(projectUnitTypes.projectId, projectId));
    await tx.delete(projects).where(eq(projects.id, projectId));
    return [...photos, ...plans].flatMap((row) => (row.name ? [row.name] : []));
  });
  await removeUnusedPhotos({ db, storage, names });
}
