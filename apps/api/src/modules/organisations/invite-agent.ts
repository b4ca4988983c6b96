import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { organisationInvitations, organisationMembers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newToken } from '../../lib/tokens';
import type { SessionUser } from '../../plugins/auth';
import { requireOwnership } from './membership';

const INVITATION_DAYS = 14;

export interface InviteAgentOptions {
  deps: Deps;
  actor: SessionUser;
  email: string;
}

/**
 * The owner invites an agent by e-mail: a link with a single-use token (kept hashed) valid for 14 days. Inviting the
 * same address again replaces the pending invitation (a new link; the old one stops working).
 */
export async function inviteAgent({ deps, actor, email }: InviteAgentOptions) {
  const organisation = await requireOwnership(deps.db, actor);
  const [member] = await deps.db
    .select({ id: users.id })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(
      and(
        eq(organisationMembers.organisationId, organisation.id),
        sql`lower(${users.email}) = lower(${email})`,
      ),
    );
  if (member) throw new AppError('conflict', 'This person is already a member');
  const { token, hash } = newToken();
  const invitation = await deps.db.transaction(async (tx) => {
    await tx
      .delete(organisationInvitations)
      .where(
        and(
          eq(organisationInvitations.organisationId, organisation.id),
          sql`lower(${organisationInvitations.email}) = lower(${email})`,
          isNull(organisationInvitations.acceptedAt),
        ),
      );
    const [created] = await tx
      .insert(organisationInvitations)
      .values({
        organisationId: organisation.id,
        email,
        tokenHash: hash,
        invitedBy: actor.id,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    return created!;
  });
  const link = `${deps.config.publicWebUrl}/dashboard/organisation?token=${token}`;
  await deps.mailer.send({
    to: email,
    subject: `${organisation.nameEn || organisation.nameKa} invites you to post on Sakhli`,
    text: [
      `${actor.firstName} ${actor.lastName} invites you to join ${organisation.nameKa} on Sakhli as an agent.`,
      `Sign in (or sign up with this e-mail address) and open this link within ${INVITATION_DAYS} days:`,
      link,
    ].join('\n'),
  });
  return {
    id: invitation.id,
    email: invitation.email,
    expires_at: invitation.expiresAt.toISOString(),
  };
}
