import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectUnitTypes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { removeUnusedPhotos } from '../media/remove-unused-photos';
import { presentProject } from './present-project';
import { loadOwnProject, touchProject } from './project-access';

export interface RemoveUnitTypeOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  projectId: number;
  unitTypeId: number;
}

/** Takes a unit type off the actor's project (its plan's files go once nothing shows them). Answers the project. */
export async function removeUnitType({ db, storage, actor, projectId, unitTypeId }: RemoveUnitTypeOptions) {
  const { project, plan } = await db.transaction(async (tx) => {
    const project = await loadOwnProject(tx, actor, projectId, true);
    const [removed] = await tx
      .delete(projectUnitTypes)
      .where(and(eq(projectUnitTypes.id, unitTypeId), eq(projectUnitTypes.projectId, projectId)))
      .returning({ plan: projectUnitTypes.floorPlanMediaName });
    if (!removed) throw AppError.notFound('No such unit type in this project');
    await touchProject(tx, projectId);
    return { project, plan: removed.plan };
  });
  if (plan) await removeUnusedPhotos({ db, storage, names: [plan] });
  return presentProject(db, project);
}
