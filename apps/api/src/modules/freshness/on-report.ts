import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingFreshness, reports } from '../../db/schema';
import { REPORTS_TO_ASK } from './freshness-rules';
import { askPoster } from './expire-listings';

/**
 * A visitor reported the listing as no longer available: at the third such report since its poster last confirmed
 * it, the poster is asked at once (unless already asked since then).
 */
export async function onNotAvailableReport(db: Db, propertyId: number): Promise<void> {
  const [freshness] = await db
    .select()
    .from(listingFreshness)
    .where(eq(listingFreshness.propertyId, propertyId));
  if (!freshness) return;
  if (freshness.remindedAt && freshness.remindedAt > freshness.confirmedAt) return;
  const [reported] = await db
    .select({ count: count() })
    .from(reports)
    .where(
      and(
        eq(reports.propertyId, propertyId),
        eq(reports.reportReason, 'not_available'),
        gt(reports.createdAt, freshness.confirmedAt),
      ),
    );
  if ((reported?.count ?? 0) >= REPORTS_TO_ASK) await askPoster(db, propertyId);
}
