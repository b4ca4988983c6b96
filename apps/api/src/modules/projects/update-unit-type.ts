import type { UnitTypeUpdateInput } from '@tbilisi/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectUnitTypes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import type { SessionUser } from '../../plugins/auth';
import { removeUnusedPhotos } from '../media/remove-unused-photos';
import { claimUploads } from '../media/claim-uploads';
import { presentProject } from './present-project';
import { loadOwnProject, touchProject } from './project-access';
import { toUnitTypeValues } from './unit-type-values';

export interface UpdateUnitTypeOptions {
  db: Db;
  storage: MediaStorage;
  actor: SessionUser;
  projectId: number;
  unitTypeId: number;
  input: UnitTypeUpdateInput;
  rateUsdGel: number;
}

/**
 * Changes a unit type: its figures, availability, or floor plan (a new upload, or null to take it off; the old
 * plan's files go after the commit once nothing shows them). Answers the project.
 */
export async function updateUnitType({
  db,
  storage,
  actor,
  projectId,
  unitTypeId,
  input,
  rateUsdGel,
}: UpdateUnitTypeOptions) {
  let replacedPlan: string | null = null;
  const project = await db.transaction(async (tx) => {
    const project = await loadOwnProject(tx, actor, projectId, true);
    const [existing] = await tx
      .select()
      .from(projectUnitTypes)
      .where(and(eq(projectUnitTypes.id, unitTypeId), eq(projectUnitTypes.projectId, projectId)));
    if (!existing) throw AppError.notFound('No such unit type in this project');
    const values = toUnitTypeValues(input, existing, rateUsdGel);
    if (input.floor_plan_url !== undefined && input.floor_plan_url !== existing.floorPlanUrl) {
      const [plan] = input.floor_plan_url
        ? await claimUploads({
            db: tx,
            actor,
            urls: [input.floor_plan_url],
            at: () => ['body', 'floor_plan_url'],
          })
        : [];
      values.floorPlanUrl = plan?.url ?? null;
      values.floorPlanMediaName = plan?.name ?? null;
      replacedPlan = existing.floorPlanMediaName;
    }
    await tx
      .update(projectUnitTypes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(projectUnitTypes.id, unitTypeId));
    await touchProject(tx, projectId);
    return project;
  });
  if (replacedPlan) await removeUnusedPhotos({ db, storage, names: [replacedPlan] });
  return presentProject(db, project);
}
