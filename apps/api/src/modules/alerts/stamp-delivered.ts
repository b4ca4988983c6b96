import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertMatches } from '../../db/schema';

/**
 * Records that a channel delivered these matches, in one statement per batch: a delivery job skips a stamped match,
 * so a retried batch delivers only the rest.
 */
export async function stampDelivered(db: Db, channel: 'emailedAt' | 'pushedAt', matchIds: number[]) {
  if (!matchIds.length) return;
  await db
    .update(alertMatches)
    .set({ [channel]: sql`now()` })
    .where(inArray(alertMatches.id, matchIds));
}
