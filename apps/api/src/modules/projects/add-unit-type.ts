import { MAX_PROJECT_UNIT_TYPES, type UnitTypeCreateInput } from '@tbilisi/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectUnitTypes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { claimUploads } from '../media/claim-uploads';
import { presentProject } from './present-project';
import { loadOwnProject, touchProject } from './project-access';
import { toUnitTypeValues } from './unit-type-values';

export interface AddUnitTypeOptions {
  db: Db;
  actor: SessionUser;
  projectId: number;
  input: UnitTypeCreateInput;
  rateUsdGel: number;
}

/** Adds a unit type (with its floor plan, one of the actor's uploads) to the actor's project; answers the project. */
export async function addUnitType({ db, actor, projectId, input, rateUsdGel }: AddUnitTypeOptions) {
  const project = await db.transaction(async (tx) => {
    const project = await loadOwnProject(tx, actor, projectId, true);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(projectUnitTypes)
      .where(eq(projectUnitTypes.projectId, projectId));
    if (Number(count?.n ?? 0) >= MAX_PROJECT_UNIT_TYPES) {
      throw AppError.validation(['body'], `A project has at most ${MAX_PROJECT_UNIT_TYPES} unit types`);
    }
    const [plan] = input.floor_plan_url
      ? await claimUploads({
          db: tx,
          actor,
          urls: [input.floor_plan_url],
          at: () => ['body', 'floor_plan_url'],
        })
      : [];
    const values = toUnitTypeValues(input, undefined, rateUsdGel);
    await tx.insert(projectUnitTypes).values({
      projectId,
      rooms: input.rooms,
      areaMin: input.area_min,
      areaMax: input.area_max,
      currency: input.currency,
      pricePerM2: input.price_per_m2,
      pricePerM2Gel: values.pricePerM2Gel!,
      pricePerM2Usd: values.pricePerM2Usd!,
      priceFrom: input.price_from,
      priceFromGel: values.priceFromGel!,
      priceFromUsd: values.priceFromUsd!,
      availableUnits: input.available_units,
      totalUnits: input.total_units,
      floorPlanUrl: plan?.url ?? null,
      floorPlanMediaName: plan?.name ?? null,
    });
    await touchProject(tx, projectId);
    return project;
  });
  return presentProject(db, project);
}
