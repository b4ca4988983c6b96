import type { Db } from '../../db/client';
import { priceChanges, type properties } from '../../db/schema';
import { enqueueJobs } from '../jobs/enqueue-job';

type ListingRow = Pick<
  typeof properties.$inferSelect,
  'id' | 'price' | 'currency' | 'rentAmount' | 'status' | 'listingType'
>;

export type ListingChangeReason = 'published' | 'reactivated' | 'price_drop';

type ListingWrite = { before: ListingRow | undefined; after: ListingRow };

/**
 * Called inside a listing write's transaction, before it commits: records the price (its first, or a change) and
 * queues the alert work the write calls for (the caller keeps the listing's freshness: freshness/record-freshness.ts).
 * The job rows commit or roll back with the listing itself, so a crash
 * right after the commit loses no alert and a refused write sends none.
 */
export async function recordListingWrite(tx: Db, write: ListingWrite): Promise<void> {
  await recordListingWrites(tx, [write]);
}

/**
 * recordListingWrite for many listings written in one transaction (a partner feed's batch): the same rows, in at
 * most three statements whatever their number.
 */
export async function recordListingWrites(tx: Db, writes: ListingWrite[]): Promise<void> {
  const priced = writes.filter(
    ({ before, after }) => !before || before.price !== after.price || before.currency !== after.currency,
  );
  if (priced.length) {
    await tx.insert(priceChanges).values(
      priced.map(({ before, after }) => ({
        propertyId: after.id,
        oldPrice: before?.price ?? null,
        newPrice: after.price,
        currency: after.currency,
        oldAmountGel: before?.rentAmount ?? null,
        newAmountGel: after.rentAmount,
      })),
    );
  }
  const matching: { kind: string; payload: Record<string, unknown> }[] = [];
  const notices: { kind: string; payload: Record<string, unknown> }[] = [];
  for (const { before, after } of writes) {
    if (after.status !== 'active') continue;
    let reason: ListingChangeReason | undefined;
    if (!before) reason = 'published';
    else if (before.status !== 'active') reason = 'reactivated';
    else if (after.rentAmount < before.rentAmount) reason = 'price_drop';
    if (!reason) continue;
    matching.push({ kind: 'listing-alerts', payload: { propertyId: after.id, reason } });
    if (reason === 'price_drop') {
      notices.push({
        kind: 'price-drop-notices',
        payload: {
          propertyId: after.id,
          oldPrice: before!.price,
          oldCurrency: before!.currency,
          newPrice: after.price,
          newCurrency: after.currency,
        },
      });
    }
  }
  // Matching takes a fraction of a second and every alert of the listing waits for it: ahead of queued deliveries.
  await enqueueJobs(tx, matching, { priority: 1 });
  await enqueueJobs(tx, notices);
}
