import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertMatches, savedSearches, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { newMatchMail } from './alert-mail';
import { loadListingForMail } from './load-listing-for-mail';
import { signLink } from './signed-links';

/** E-mails one match; a match already e-mailed (the job ran twice) or no longer wanted is skipped. */
export async function sendAlertEmail(deps: Deps, payload: { matchId: number }) {
  const { db } = deps;
  const [row] = await db
    .select({
      emailedAt: alertMatches.emailedAt,
      propertyId: alertMatches.propertyId,
      searchId: savedSearches.id,
      searchName: savedSearches.name,
      isPaused: savedSearches.isPaused,
      locale: savedSearches.locale,
      email: users.email,
    })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .innerJoin(users, eq(users.id, alertMatches.userId))
    .where(eq(alertMatches.id, payload.matchId));
  if (!row || row.emailedAt || row.isPaused) return;
  const listing = await loadListingForMail(db, row.propertyId);
  if (!listing) return;
  await deps.mailer.send(
    newMatchMail({
      to: row.email,
      locale: row.locale,
      searchName: row.searchName,
      listing,
      links: {
        webBase: deps.config.publicWebUrl,
        unsubscribeToken: await signLink(db as Db, { kind: 'pause-search', savedSearchId: row.searchId }),
      },
    }),
  );
  await db
    .update(alertMatches)
    .set({ emailedAt: sql`now()` })
    .where(eq(alertMatches.id, payload.matchId));
}
