import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingFreshness, properties } from '../../db/schema';
import { inheritFirstListed } from './first-listed';
import { expiryFrom } from './freshness-rules';

type ListingRow = Pick<
  typeof properties.$inferSelect,
  | 'id'
  | 'listingType'
  | 'status'
  | 'ownerId'
  | 'addressKey'
  | 'floor'
  | 'squareFeet'
  | 'createdAt'
  | 'firstListedAt'
>;

export const newNonce = () => randomBytes(12).toString('base64url');

/**
 * Inside a listing write: a new listing, or one its poster made active again, counts as confirmed now; a change of
 * deal type moves the expiry to that deal's period. Nothing else a poster does changes "listed on" (created_at). A new
 * listing of a property its poster deleted keeps that one's first-listed date (first-listed.ts).
 */
export async function recordFreshness(
  tx: Db,
  { before, after }: { before: ListingRow | undefined; after: ListingRow },
): Promise<void> {
  const now = new Date();
  if (!before || (before.status !== 'active' && after.status === 'active')) {
    const values = {
      confirmedAt: now,
      expiresAt: expiryFrom(now, after.listingType),
      remindedAt: null,
      expiredAt: null,
      linkNonce: newNonce(),
    };
    await tx
      .insert(listingFreshness)
      .values({ propertyId: after.id, ...values })
      .onConflictDoUpdate({ target: listingFreshness.propertyId, set: values });
    await tx.update(properties).set({ confirmedAt: now }).where(eq(properties.id, after.id));
    if (!before) await inheritFirstListed(tx, after);
  } else if (before.listingType !== after.listingType) {
    await tx
      .update(listingFreshness)
      .set({
        expiresAt: sql`${listingFreshness.confirmedAt} + make_interval(days => ${after.listingType === 'rent' || after.listingType === 'daily_rent' ? 30 : 60})`,
      })
      .where(eq(listingFreshness.propertyId, after.id));
  }
}
