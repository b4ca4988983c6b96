import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { alertMatches, properties } from '../../db/schema';
import { enqueueJobs } from '../jobs/enqueue-job';
import { addNotifications } from './add-notification';
import { findMatchingSearches } from './find-matching-searches';
import type { ListingChangeReason } from './record-listing-write';

/** Matches per delivery job: small enough that the worker's four slots share a burst and the first mails go at once. */
export const DELIVERY_BATCH = 50;

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
    // Another offer of the same property already alerted these searches (before the group formed): not again. The
    // group's matches are few, so they are read whole rather than probed with every matching search's id.
    const alreadyAlerted = new Set(
      (
        await tx
          .select({ savedSearchId: alertMatches.savedSearchId })
          .from(alertMatches)
          .innerJoin(properties, eq(properties.id, alertMatches.propertyId))
          .where(
            listing.groupId !== null
              ? sql`(${properties.groupId} = ${listing.groupId} or ${properties.id} = ${payload.propertyId})`
              : eq(properties.id, payload.propertyId),
          )
      ).map((row) => row.savedSearchId),
    );
    const fresh = matches.filter((search) => !alreadyAlerted.has(search.id));
    // Set-based, the rows as one JSON parameter: a listing can match thousands of searches, and a statement per match,
    // then a VALUES list of thousands of parameters, made recording the matches the slow part of the job.
    const created = await queryRows<{ id: number; savedSearchId: number }>(
      tx,
      sql`insert into ${alertMatches} (saved_search_id, user_id, property_id, group_key, reason)
          select r.saved_search_id, r.user_id, ${payload.propertyId}::int, ${groupKey}::text, ${payload.reason}::text
          from jsonb_to_recordset(${JSON.stringify(
            fresh.map((search) => ({ saved_search_id: search.id, user_id: search.userId })),
          )}::jsonb) as r(saved_search_id int, user_id int)
          on conflict do nothing
          returning id, saved_search_id as "savedSearchId"`,
    );
    const searches = new Map(fresh.map((search) => [search.id, search]));
    const createdSearches = created.map((match) => ({ match, search: searches.get(match.savedSearchId)! }));
    await addNotifications(
      tx,
      createdSearches.map(({ search }) => ({
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
      })),
    );
    // The instant searches' e-mail and push, a job per batch: the first batch goes out while later ones wait.
    const instant = createdSearches
      .filter(({ search }) => search.frequency === 'instant')
      .map(({ match }) => match.id)
      .sort((a, b) => a - b);
    const deliveries: { kind: string; payload: { matchIds: number[] } }[] = [];
    for (let start = 0; start < instant.length; start += DELIVERY_BATCH) {
      const matchIds = instant.slice(start, start + DELIVERY_BATCH);
      deliveries.push(
        { kind: 'alert-emails', payload: { matchIds } },
        { kind: 'alert-pushes', payload: { matchIds } },
      );
    }
    await enqueueJobs(tx, deliveries);
    return created.length;
  });
}
