import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationMembers, organisations, projects } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';

export type ProjectRow = typeof projects.$inferSelect;

/** The developer organisation the actor belongs to, or undefined (an account is in at most one organisation). */
export async function developerOrganisationOf(db: Db, actor: SessionUser) {
  const [row] = await db
    .select({ id: organisations.id, kind: organisations.kind })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, actor.id));
  return row?.kind === 'developer' ? row.id : undefined;
}

/** The actor's developer organisation; 403 for anyone else. */
export async function requireDeveloperOrganisation(db: Db, actor: SessionUser) {
  const organisationId = await developerOrganisationOf(db, actor);
  if (organisationId === undefined) {
    throw new AppError('forbidden', 'Only members of a developer organisation manage projects');
  }
  return organisationId;
}

/**
 * The project, when a member of its developer organisation asks: 404 for no such project, 403 for anyone else.
 * `lock` takes the row for the rest of the transaction, so concurrent photo and unit-type writes queue up.
 */
export async function loadOwnProject(db: Db, actor: SessionUser, projectId: number, lock = false) {
  const query = db.select().from(projects).where(eq(projects.id, projectId));
  const [project] = lock ? await query.for('update') : await query;
  if (!project) throw AppError.notFound('No project with this id');
  const [member] = await db
    .select({ one: sql`1` })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, project.organisationId),
        eq(organisationMembers.userId, actor.id),
      ),
    );
  if (!member) throw new AppError('forbidden', "The project is another organisation's");
  return project;
}

/** Marks the project changed (lists sort and caches key by it). */
export async function touchProject(db: Db, projectId: number) {
  await db.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
}
