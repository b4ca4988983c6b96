import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertMatches, savedSearches, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { eachAtOnce } from '../../lib/at-once';
import { newMatchMail } from './alert-mail';
import { loadListingsForMail } from './load-listing-for-mail';
import { signLinks } from './signed-links';
import { stampDelivered } from './stamp-delivered';

/** Mails handed to the SMTP pool at once (it keeps three connections). */
const SENDING_AT_ONCE = 3;

/**
 * E-mails a batch of matches (one job per batch of a listing's matches: a job per e-mail made the queue, not the
 * mail, the bottleneck). The matches whose mail was accepted are stamped together when the batch is done (a
 * statement per mail cost more than the mail), so a retried batch skips those already sent; a match no longer
 * wanted (search paused) is skipped. A failed mail fails the batch after the others were tried: the retry sends only
 * the unstamped ones. A process that dies mid-batch sends that batch's accepted mails again (at most one batch):
 * twice rather than never (decision 014).
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
  const listings = await loadListingsForMail(
    db,
    rows.map((row) => row.propertyId),
  );
  const tokens = await signLinks(
    db as Db,
    rows.map((row) => ({ kind: 'pause-search' as const, savedSearchId: row.searchId })),
  );
  const sent: number[] = [];
  const failed = await eachAtOnce(rows, SENDING_AT_ONCE, async (row, index) => {
    const listing = listings.get(row.propertyId);
    if (!listing) return;
    await deps.mailer.send(
      newMatchMail({
        to: row.email,
        locale: row.locale,
        searchName: row.searchName,
        listing,
        links: { webBase: deps.config.publicWebUrl, unsubscribeToken: tokens[index]! },
      }),
    );
    sent.push(row.matchId);
  });
  // The batch's sent mails stamped in one statement, failed batch or not: a retry sends only the others.
  await stampDelivered(db, 'emailedAt', sent);
  if (failed) throw failed.failure;
}
