import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationMembers, projects } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Refuses a project the poster may not link a listing to: only a project of the organisation the poster belongs to
 * (docs/decisions/019-new-building-projects.md). Answers that organisation: a unit listing of a project is the
 * developer's listing (its page and counts), even one posted before its poster joined the developer. Run inside the
 * listing's write transaction.
 */
export async function checkListingProject(
  db: Db,
  posterId: number,
  projectId: number | null | undefined,
): Promise<{ organisationId: number } | undefined> {
  if (projectId === null || projectId === undefined) return undefined;
  const [row] = await db
    .select({ organisationId: projects.organisationId })
    .from(projects)
    .innerJoin(organisationMembers, eq(organisationMembers.organisationId, projects.organisationId))
    .where(and(eq(projects.id, projectId), eq(organisationMembers.userId, posterId)));
  if (!row) {
    throw AppError.validation(
      ['body', 'project_id'],
      "The project is not one of your organisation's projects",
    );
  }
  return row;
}

/** The project a listing is in, named for the link on its page; null for none. */
export async function listingProjectName(db: Db, projectId: number | null) {
  if (projectId === null) return null;
  const [row] = await db
    .select({ id: projects.id, name_ka: projects.nameKa, name_en: projects.nameEn, name_ru: projects.nameRu })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ?? null;
}
