import type { Db } from '../../db/client';
import { priceChanges, type properties } from '../../db/schema';
import { enqueueJob } from '../jobs/enqueue-job';

type ListingRow = Pick<
  typeof properties.$inferSelect,
  'id' | 'price' | 'currency' | 'rentAmount' | 'status' | 'listingType'
>;

export type ListingChangeReason = 'published' | 'reactivated' | 'price_drop';

/**
 * Called inside a listing write's transaction, before it commits: records the price (its first, or a change) and
 * queues the alert work the write calls for (the caller keeps the listing's freshness: freshness/record-freshness.ts).
 * The job rows commit or roll back with the listing itself, so a crash
 * right after the commit loses no alert and a refused write sends none.
 */
export async function recordListingWrite(
  tx: Db,
  { before, after }: { before: ListingRow | undefined; after: ListingRow },
): Promise<void> {
  const priceChanged = !before || before.price !== after.price || before.currency !== after.currency;
  if (priceChanged) {
    await tx.insert(priceChanges).values({
      propertyId: after.id,
      oldPrice: before?.price ?? null,
      newPrice: after.price,
      currency: after.currency,
      oldAmountGel: before?.rentAmount ?? null,
      newAmountGel: after.rentAmount,
    });
  }
  if (after.status !== 'active') return;
  let reason: ListingChangeReason | undefined;
  if (!before) reason = 'published';
  else if (before.status !== 'active') reason = 'reactivated';
  else if (after.rentAmount < before.rentAmount) reason = 'price_drop';
  if (!reason) return;
  // Matching takes a fraction of a second and every alert of the listing waits for it: ahead of queued deliveries.
  await enqueueJob(tx, 'listing-alerts', { propertyId: after.id, reason }, { priority: 1 });
  if (reason === 'price_drop') {
    await enqueueJob(tx, 'price-drop-notices', {
      propertyId: after.id,
      oldPrice: before!.price,
      oldCurrency: before!.currency,
      newPrice: after.price,
      newCurrency: after.currency,
    });
  }
}
