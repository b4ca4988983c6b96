import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deletedListingTraces, properties } from '../../db/schema';

type ListingRow = Pick<
  typeof properties.$inferSelect,
  'id' | 'ownerId' | 'addressKey' | 'floor' | 'squareFeet' | 'createdAt' | 'firstListedAt'
>;

/** Area within this share of the deleted listing's: the same flat re-measured, not the flat next door. */
const AREA_TOLERANCE = 0.1;

/**
 * Inside a listing's delete: keeps when it was first listed under its poster, address key, floor and area, so that
 * the same poster posting the same property again counts days on market from then (inheritFirstListed). Another
 * poster's copy needs none of this: it joins the property's group, whose earliest listing counts.
 */
export async function leaveDeletedListingTrace(tx: Db, listing: ListingRow): Promise<void> {
  if (!listing.addressKey) return;
  await tx.insert(deletedListingTraces).values({
    ownerId: listing.ownerId,
    addressKey: listing.addressKey,
    floor: listing.floor,
    squareFeet: listing.squareFeet,
    firstListedAt: listing.firstListedAt ?? listing.createdAt,
  });
}

/**
 * Inside a new listing's write: if its poster deleted a listing of the same property (same address key and floor,
 * area within 10 %), the new one was first listed when that one was.
 */
export async function inheritFirstListed(tx: Db, listing: ListingRow): Promise<void> {
  if (!listing.addressKey) return;
  const [trace] = await tx
    .select({ firstListedAt: sql<string | null>`min(${deletedListingTraces.firstListedAt})` })
    .from(deletedListingTraces)
    .where(
      and(
        eq(deletedListingTraces.ownerId, listing.ownerId),
        eq(deletedListingTraces.addressKey, listing.addressKey),
        sql`${deletedListingTraces.floor} is not distinct from ${listing.floor}`,
        sql`abs(${deletedListingTraces.squareFeet} - ${listing.squareFeet}) <= ${AREA_TOLERANCE} * greatest(${deletedListingTraces.squareFeet}, ${listing.squareFeet}::float8)`,
      ),
    );
  if (!trace?.firstListedAt) return;
  const firstListedAt = new Date(trace.firstListedAt);
  if (firstListedAt >= listing.createdAt) return;
  await tx.update(properties).set({ firstListedAt }).where(eq(properties.id, listing.id));
}
