import { sql } from 'drizzle-orm';
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
 * Inside new listings' write: a listing whose poster deleted a listing of the same property (same address key and
 * floor, area within 10 %) was first listed when that one was. One statement for any number of listings.
 */
export async function inheritFirstListed(tx: Db, listings: ListingRow[]): Promise<void> {
  const ids = listings.filter((listing) => listing.addressKey).map((listing) => listing.id);
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${properties} set first_listed_at = inherited.first_listed_at
    from (
      select listing.id, min(trace.first_listed_at) as first_listed_at
      from ${properties} as listing
      join ${deletedListingTraces} as trace
        on trace.owner_id = listing.owner_id
       and trace.address_key = listing.address_key
       and trace.floor is not distinct from listing.floor
       and abs(trace.square_feet - listing.square_feet)
             <= ${AREA_TOLERANCE} * greatest(trace.square_feet, listing.square_feet::float8)
      where listing.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by listing.id, listing.created_at
      having min(trace.first_listed_at) < listing.created_at
    ) as inherited
    where ${properties.id} = inherited.id`);
}
