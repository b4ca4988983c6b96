import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationMembers, organisations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';

export type OrganisationRow = typeof organisations.$inferSelect;
export interface Membership {
  organisation: OrganisationRow;
  role: 'owner' | 'agent';
}

/** The organisation the account belongs to (at most one), and its role there. */
export async function findMembership(db: Db, userId: number): Promise<Membership | undefined> {
  const [row] = await db
    .select({ organisation: organisations, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId));
  return row;
}

/** The caller's organisation: 404 when they belong to none. */
export async function requireMembership(db: Db, actor: SessionUser): Promise<Membership> {
  const membership = await findMembership(db, actor.id);
  if (!membership) throw AppError.notFound('You are not a member of an organisation');
  return membership;
}

/** The caller's organisation when they own it: an agent may post under it but not manage it (403). */
export async function requireOwnership(db: Db, actor: SessionUser): Promise<OrganisationRow> {
  const membership = await requireMembership(db, actor);
  if (membership.role !== 'owner')
    throw new AppError('forbidden', "Only the organisation's owner may manage it");
  return membership.organisation;
}
