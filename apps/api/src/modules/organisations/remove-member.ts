import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationMembers, properties } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { requireOwnership } from './membership';

export interface RemoveMemberOptions {
  db: Db;
  actor: SessionUser;
  userId: number;
}

/**
 * The owner removes an agent. The agent's listings posted under the organisation are the organisation's: they pass to
 * the owner, so the removed agent can no longer change them, and they stay on the organisation's page.
 */
export async function removeMember({ db, actor, userId }: RemoveMemberOptions) {
  const organisation = await requireOwnership(db, actor);
  if (userId === organisation.ownerId) throw new AppError('conflict', 'The owner cannot be removed');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(organisationMembers)
      .where(
        and(eq(organisationMembers.organisationId, organisation.id), eq(organisationMembers.userId, userId)),
      )
      .returning();
    if (removed.length === 0) throw AppError.notFound('No such member');
    await tx
      .update(properties)
      .set({ ownerId: organisation.ownerId, updatedAt: new Date() })
      .where(and(eq(properties.organisationId, organisation.id), eq(properties.ownerId, userId)));
  });
}
