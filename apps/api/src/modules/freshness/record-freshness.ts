import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
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
  if (!before) {
    await recordNewListingsFreshness(tx, [after]);
  } else if (before.status !== 'active' && after.status === 'active') {
    await confirmNow(tx, [after]);
  } else if (before.listingType !== after.listingType) {
    await tx
      .update(listingFreshness)
      .set({
        expiresAt: sql`${listingFreshness.confirmedAt} + make_interval(days => ${after.listingType === 'rent' || after.listingType === 'daily_rent' ? 30 : 60})`,
      })
      .where(eq(listingFreshness.propertyId, after.id));
  }
}

/**
 * recordFreshness for listings just inserted in this transaction (a partner feed writes many at once): each counts
 * as confirmed now and inherits a deleted twin's first-listed date, in three statements whatever their number.
 */
export async function recordNewListingsFreshness(tx: Db, listings: ListingRow[]): Promise<void> {
  if (listings.length === 0) return;
  await confirmNow(tx, listings);
  await inheritFirstListed(tx, listings);
}

/** The listings count as confirmed now: their expiry restarts from their deal's period. */
async function confirmNow(tx: Db, listings: ListingRow[]): Promise<void> {
  const now = new Date();
  await tx
    .insert(listingFreshness)
    .values(
      listings.map((listing) => ({
        propertyId: listing.id,
        confirmedAt: now,
        expiresAt: expiryFrom(now, listing.listingType),
        remindedAt: null,
        expiredAt: null,
        linkNonce: newNonce(),
      })),
    )
    .onConflictDoUpdate({
      target: listingFreshness.propertyId,
      set: {
        confirmedAt: sql`excluded.confirmed_at`,
        expiresAt: sql`excluded.expires_at`,
        remindedAt: null,
        expiredAt: null,
        linkNonce: sql`excluded.link_nonce`,
      },
    });
  await tx
    .update(properties)
    .set({ confirmedAt: now })
    .where(
      inArray(
        properties.id,
        listings.map((listing) => listing.id),
      ),
    );
}
