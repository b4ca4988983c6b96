import type { MyOrganisation } from '@tbilisi/contracts';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationInvitations } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { requireMembership } from './membership';
import { presentOrganisation } from './present-organisation';

export interface GetMyOrganisationOptions {
  db: Db;
  actor: SessionUser;
}

/** The caller's organisation, their role, and (for the owner only) the invitations not yet accepted. */
export async function getMyOrganisation({ db, actor }: GetMyOrganisationOptions): Promise<MyOrganisation> {
  const { organisation, role } = await requireMembership(db, actor);
  const invitations =
    role === 'owner'
      ? await db
          .select()
          .from(organisationInvitations)
          .where(
            and(
              eq(organisationInvitations.organisationId, organisation.id),
              isNull(organisationInvitations.acceptedAt),
              gt(organisationInvitations.expiresAt, new Date()),
            ),
          )
          .orderBy(asc(organisationInvitations.createdAt))
      : [];
  return {
    organisation: await presentOrganisation(db, organisation),
    role,
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      expires_at: invitation.expiresAt.toISOString(),
    })),
  };
}
