import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertMatches, properties } from '../../db/schema';
import { enqueueJob } from '../jobs/enqueue-job';
import { addNotification } from './add-notification';
import { findMatchingSearches } from './find-matching-searches';
import type { ListingChangeReason } from './record-listing-write';

/**
 * The job queued by a listing write: finds the saved searches the listing now matches and, in one transaction,
 * records each match once per search and property group, adds the in-app notice, and queues the instant searches'
 * e-mail and push. Run again (a retry, a worker that died), it finds the matches already recorded and adds nothing.
 */
export async function matchListing(db: Db, payload: { propertyId: number; reason: ListingChangeReason }) {
  return db.transaction(async (tx) => {
    const matches = await findMatchingSearches(tx, payload.propertyId);
    if (!matches.length) return 0;
    const [listing] = await tx
      .select({
        groupId: properties.groupId,
        title: properties.title,
        titleEn: properties.titleEn,
        titleRu: properties.titleRu,
        price: properties.price,
        currency: properties.currency,
      })
      .from(properties)
      .where(eq(properties.id, payload.propertyId));
    if (!listing) return 0;
    const groupKey = listing.groupId !== null ? `g${listing.groupId}` : `p${payload.propertyId}`;
    // Another offer of the same property already alerted these searches (before the group formed): not again.
    const alreadyAlerted = new Set(
      (
        await tx
          .select({ savedSearchId: alertMatches.savedSearchId })
          .from(alertMatches)
          .innerJoin(properties, eq(properties.id, alertMatches.propertyId))
          .where(
            and(
              inArray(
                alertMatches.savedSearchId,
                matches.map((match) => match.id),
              ),
              listing.groupId !== null
                ? sql`(${properties.groupId} = ${listing.groupId} or ${properties.id} = ${payload.propertyId})`
                : eq(properties.id, payload.propertyId),
            ),
          )
      ).map((row) => row.savedSearchId),
    );
    let created = 0;
    for (const search of matches) {
      if (alreadyAlerted.has(search.id)) continue;
      const [match] = await tx
        .insert(alertMatches)
        .values({
          savedSearchId: search.id,
          userId: search.userId,
          propertyId: payload.propertyId,
          groupKey,
          reason: payload.reason,
        })
        .onConflictDoNothing()
        .returning({ id: alertMatches.id });
      if (!match) continue;
      created += 1;
      await addNotification(tx, {
        userId: search.userId,
        kind: 'new_match',
        propertyId: payload.propertyId,
        savedSearchId: search.id,
        data: {
          search_name: search.name,
          title: listing.title,
          title_en: listing.titleEn,
          title_ru: listing.titleRu,
          price: listing.price,
          currency: listing.currency,
          reason: payload.reason,
        },
      });
      if (search.frequency === 'instant') {
        await enqueueJob(tx, 'alert-email', { matchId: match.id });
        await enqueueJob(tx, 'alert-push', { matchId: match.id });
      }
    }
    return created;
  });
}
