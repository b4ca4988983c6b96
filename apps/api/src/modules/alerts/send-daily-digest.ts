import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alertMatches, savedSearches, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { digestMail, type ListingForMail } from './alert-mail';
import { loadListingForMail } from './load-listing-for-mail';
import { signLink } from './signed-links';

/**
 * The 08:00 run: one e-mail per daily saved search with matches not yet sent, listing them. Each search's matches
 * are marked sent after its e-mail, so a run that stops half-way and runs again sends each search's mail once.
 */
export async function sendDailyDigest(deps: Deps): Promise<{ searches: number; emails: number }> {
  const { db } = deps;
  const pending = await db
    .selectDistinct({ searchId: alertMatches.savedSearchId })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .where(
      and(
        isNull(alertMatches.digestedAt),
        eq(savedSearches.frequency, 'daily'),
        eq(savedSearches.isPaused, false),
      ),
    );
  let emails = 0;
  for (const { searchId } of pending) {
    const matches = await db
      .select({
        id: alertMatches.id,
        propertyId: alertMatches.propertyId,
        name: savedSearches.name,
        locale: savedSearches.locale,
        email: users.email,
      })
      .from(alertMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
      .innerJoin(users, eq(users.id, alertMatches.userId))
      .where(and(eq(alertMatches.savedSearchId, searchId), isNull(alertMatches.digestedAt)))
      .orderBy(asc(alertMatches.id))
      .limit(50);
    if (!matches.length) continue;
    const listings: ListingForMail[] = [];
    for (const match of matches) {
      const listing = await loadListingForMail(db, match.propertyId);
      if (listing) listings.push(listing);
    }
    const first = matches[0]!;
    if (listings.length) {
      await deps.mailer.send(
        digestMail({
          to: first.email,
          locale: first.locale,
          searchName: first.name,
          listings,
          links: {
            webBase: deps.config.publicWebUrl,
            unsubscribeToken: await signLink(db, { kind: 'pause-search', savedSearchId: searchId }),
          },
        }),
      );
      emails += 1;
    }
    await db
      .update(alertMatches)
      .set({ digestedAt: sql`now()`, emailedAt: sql`now()` })
      .where(
        inArray(
          alertMatches.id,
          matches.map((match) => match.id),
        ),
      );
    await db
      .update(savedSearches)
      .set({ lastDigestAt: sql`now()` })
      .where(eq(savedSearches.id, searchId));
  }
  return { searches: pending.length, emails };
}
