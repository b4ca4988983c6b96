import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertMatches, savedSearches, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { newMatchMail, type ListingForMail } from './alert-mail';
import { loadListingForMail } from './load-listing-for-mail';
import { signLinks } from './signed-links';

/** Mails handed to the SMTP pool at once (it keeps three connections). */
const SENDING_AT_ONCE = 3;

/**
 * E-mails a batch of matches (one job per batch of a listing's matches: a job per e-mail made the queue, not the
 * mail, the bottleneck). Each match is stamped as soon as its mail was accepted, so a retried batch skips those
 * already sent; a match no longer wanted (search paused) is skipped. A failed mail fails the batch after the others
 * were tried: the retry sends only the unstamped ones.
 */
export async function sendAlertEmails(deps: Deps, payload: { matchIds: number[] }) {
  const { db } = deps;
  if (!payload.matchIds.length) return;
  const rows = await db
    .select({
      matchId: alertMatches.id,
      propertyId: alertMatches.propertyId,
      searchId: savedSearches.id,
      searchName: savedSearches.name,
      locale: savedSearches.locale,
      email: users.email,
    })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .innerJoin(users, eq(users.id, alertMatches.userId))
    .where(
      and(
        inArray(alertMatches.id, payload.matchIds),
        isNull(alertMatches.emailedAt),
        eq(savedSearches.isPaused, false),
      ),
    )
    .orderBy(alertMatches.id);
  if (!rows.length) return;
  const listings = new Map<number, ListingForMail | undefined>();
  for (const propertyId of new Set(rows.map((row) => row.propertyId))) {
    listings.set(propertyId, await loadListingForMail(db, propertyId));
  }
  const tokens = await signLinks(
    db as Db,
    rows.map((row) => ({ kind: 'pause-search' as const, savedSearchId: row.searchId })),
  );
  let failure: unknown;
  let next = 0;
  const sendNext = async (): Promise<void> => {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index]!;
      const listing = listings.get(row.propertyId);
      if (!listing) continue;
      try {
        await deps.mailer.send(
          newMatchMail({
            to: row.email,
            locale: row.locale,
            searchName: row.searchName,
            listing,
            links: { webBase: deps.config.publicWebUrl, unsubscribeToken: tokens[index]! },
          }),
        );
        await db
          .update(alertMatches)
          .set({ emailedAt: sql`now()` })
          .where(eq(alertMatches.id, row.matchId));
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: SENDING_AT_ONCE }, sendNext));
  if (failure) throw failure;
}
