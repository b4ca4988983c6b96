import type { ProjectCreateInput } from '@tbilisi/contracts';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { presentProject } from './present-project';
import { requireDeveloperOrganisation } from './project-access';
import { toProjectValues } from './project-values';

export interface CreateProjectOptions {
  db: Db;
  actor: SessionUser;
  input: ProjectCreateInput;
}

/** A new project of the actor's developer organisation (photos and unit types are added to it after). */
export async function createProject({ db, actor, input }: CreateProjectOptions) {
  const organisationId = await requireDeveloperOrganisation(db, actor);
  const [row] = await db
    .insert(projects)
    .values({
      ...toProjectValues(input),
      organisationId,
      createdBy: actor.id,
      nameKa: input.name_ka,
      address: input.address,
      latitude: input.latitude,
      longitude: input.longitude,
      district: input.district,
      deliveryDate: input.delivery_date,
      status: input.status,
      frameStage: input.frame_stage,
      floors: input.floors,
    })
    .returning();
  return presentProject(db, row!);
}
