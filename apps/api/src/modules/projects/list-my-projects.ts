import type { MyProjectsResponse } from '@tbilisi/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { presentProjectSummaries } from './present-project';
import { developerOrganisationOf } from './project-access';

export interface ListMyProjectsOptions {
  db: Db;
  actor: SessionUser;
}

/** The projects of the actor's developer organisation, newest first; none when the actor has none. */
export async function listMyProjects({ db, actor }: ListMyProjectsOptions): Promise<MyProjectsResponse> {
  const organisationId = await developerOrganisationOf(db, actor);
  if (organisationId === undefined) return { organisation_id: null, items: [] };
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.organisationId, organisationId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return { organisation_id: organisationId, items: await presentProjectSummaries(db, rows) };
}
