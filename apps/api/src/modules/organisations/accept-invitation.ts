import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationInvitations, organisationMembers, organisations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { SessionUser } from '../../plugins/auth';
import { getMyOrganisation } from './get-my-organisation';

export interface AcceptInvitationOptions {
  db: Db;
  actor: SessionUser;
  token: string;
}

/**
 * The invited person, signed in with the invited address, joins as an agent. A used, expired or unknown token is a
 * 404; another address is a 403; someone already in an organisation must leave it first (409).
 */
export async function acceptInvitation({ db, actor, token }: AcceptInvitationOptions) {
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(organisationInvitations)
      .where(
        and(
          eq(organisationInvitations.tokenHash, hashToken(token)),
          isNull(organisationInvitations.acceptedAt),
          gt(organisationInvitations.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!invitation) throw AppError.notFound('This invitation is used, expired or unknown');
    if (invitation.email.toLowerCase() !== actor.email.toLowerCase())
      throw new AppError('forbidden', 'This invitation is for another e-mail address');
    const [organisation] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, invitation.organisationId));
    if (!organisation) throw AppError.notFound('This organisation no longer exists');
    const [already] = await tx
      .select({ id: organisationMembers.organisationId })
      .from(organisationMembers)
      .where(eq(organisationMembers.userId, actor.id));
    if (already) throw new AppError('conflict', 'You already belong to an organisation');
    await tx
      .insert(organisationMembers)
      .values({ organisationId: invitation.organisationId, userId: actor.id, role: 'agent' });
    await tx
      .update(organisationInvitations)
      .set({ acceptedAt: new Date() })
      .where(eq(organisationInvitations.id, invitation.id));
  });
  return getMyOrganisation({ db, actor });
}
