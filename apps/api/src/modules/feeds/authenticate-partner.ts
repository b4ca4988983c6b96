import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, partnerApiKeys, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { SessionUser } from '../../plugins/auth';

export interface Partner {
  organisationId: number;
  keyId: number;
  /** The organisation's owner: feed listings are posted in their name, under the organisation. */
  actor: SessionUser;
}

/** The organisation a partner key acts for; an unknown or revoked key is a 401. Only the key's hash is looked up. */
export async function authenticatePartner(db: Db, key: string | undefined): Promise<Partner> {
  if (!key) throw new AppError('unauthenticated', 'Send the partner API key in the X-Api-Key header');
  const [row] = await db
    .select({ keyId: partnerApiKeys.id, organisationId: organisations.id, actor: users })
    .from(partnerApiKeys)
    .innerJoin(organisations, eq(organisations.id, partnerApiKeys.organisationId))
    .innerJoin(users, eq(users.id, organisations.ownerId))
    .where(and(eq(partnerApiKeys.keyHash, hashToken(key)), isNull(partnerApiKeys.revokedAt)));
  if (!row) throw new AppError('unauthenticated', 'Unknown or revoked API key');
  await db.update(partnerApiKeys).set({ lastUsedAt: new Date() }).where(eq(partnerApiKeys.id, row.keyId));
  return row;
}
