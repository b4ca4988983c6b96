import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingFreshness, priceChanges, properties } from '../../db/schema';
import { loadProperty } from '../listings/load-property';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A listing's prices over time and its days on market, counted from the first time its property was listed: the
 * earliest listing of its group in the same deal, so another poster's copy of the same flat does not start the count again, an edit
 * (which keeps created_at) never does, and neither does its poster deleting and posting it again (first_listed_at).
 */
export async function getPriceHistory({ db, id, now = new Date() }: { db: Db; id: number; now?: Date }) {
  const listing = await loadProperty(db, id);
  const changes = await db
    .select()
    .from(priceChanges)
    .where(eq(priceChanges.propertyId, id))
    .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id));
  // The group's earliest, each listing counted from its own first listing (a delete and re-post keeps it).
  const firstListed = sql<string>`min(coalesce(${properties.firstListedAt}, ${properties.createdAt}))`;
  const [first] = await db
    .select({ at: firstListed })
    .from(properties)
    .where(
      listing.groupId !== null
        ? // A flat's rental is on the market apart from its sale (decision 026): each deal counts its own days.
          and(eq(properties.groupId, listing.groupId), eq(properties.listingType, listing.listingType))
        : eq(properties.id, id),
    );
  const firstListedAt = first?.at ? new Date(first.at) : listing.createdAt;
  const [freshness] = await db.select().from(listingFreshness).where(eq(listingFreshness.propertyId, id));
  return {
    confirmed_at: freshness?.confirmedAt.toISOString() ?? null,
    expires_at: freshness?.expiresAt.toISOString() ?? null,
    is_expired: freshness?.expiredAt != null,
    first_listed_at: firstListedAt.toISOString(),
    days_on_market: Math.max(0, Math.floor((now.getTime() - firstListedAt.getTime()) / DAY_MS)),
    changes: changes.map((change) => ({
      changed_at: change.changedAt.toISOString(),
      old_price: change.oldPrice,
      new_price: change.newPrice,
      currency: change.currency,
      old_amount_gel: change.oldAmountGel,
      new_amount_gel: change.newAmountGel,
    })),
  };
}
