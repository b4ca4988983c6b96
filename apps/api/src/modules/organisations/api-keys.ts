import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerApiKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';

export const API_KEY_PREFIX = 'sk_live_';

export function presentApiKey(row: typeof partnerApiKeys.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new random key: the whole key for the caller (once), its first characters and its SHA-256 for us. */
export function newApiKey() {
  const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 6), hash: hashToken(key) };
}

export async function listOrganisationKeys(db: Db, organisationId: number) {
  const rows = await db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.organisationId, organisationId))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id));
  return { items: rows.map(presentApiKey) };
}

export async function revokeOrganisationKey(db: Db, organisationId: number, id: number) {
  const revoked = await db
    .update(partnerApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(partnerApiKeys.id, id),
        eq(partnerApiKeys.organisationId, organisationId),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning();
  if (revoked.length === 0) throw AppError.notFound('No such active key');
}
