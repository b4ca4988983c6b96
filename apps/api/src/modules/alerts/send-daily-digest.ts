import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { alertMatches, savedSearches, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { eachAtOnce } from '../../lib/at-once';
import { digestMail, type AlertLocale, type ListingForMail } from './alert-mail';
import { loadListingsForMail } from './load-listing-for-mail';
import { signLinks } from './signed-links';

/** Listings in one digest e-mail: the oldest pending first, the rest in the next day's. */
const DIGEST_LISTINGS = 50;
/** Mails handed to the SMTP pool at once (it keeps three connections). */
const SENDING_AT_ONCE = 3;

interface PendingMatch {
  id: number;
  searchId: number;
  propertyId: number;
  name: string;
  locale: AlertLocale;
  email: string;
}

/**
 * The 08:00 run: one e-mail per daily saved search with matches not yet sent, listing them. What the mails need is
 * read in three statements (the pending matches, their listings, the signing key) rather than several per search,
 * and the mails go three at a time. Each search's matches are marked sent right after its e-mail, so a run that
 * stops half-way and runs again sends each search's mail once.
 */
export async function sendDailyDigest(deps: Deps): Promise<{ searches: number; emails: number }> {
  const { db } = deps;
  const pending = await queryRows<PendingMatch>(
    db,
    sql`select id, search_id as "searchId", property_id as "propertyId", name, locale, email from (
          select m.id, m.saved_search_id as search_id, m.property_id, s.name, s.locale, u.email,
            row_number() over (partition by m.saved_search_id order by m.id) as nth
          from ${alertMatches} m
            join ${savedSearches} s on s.id = m.saved_search_id
            join ${users} u on u.id = m.user_id
          where m.digested_at is null and s.frequency = 'daily' and not s.is_paused
        ) ranked
        where nth <= ${DIGEST_LISTINGS}
        order by search_id, id`,
  );
  const bySearch = new Map<number, PendingMatch[]>();
  for (const match of pending) {
    const matches = bySearch.get(match.searchId);
    if (matches) matches.push(match);
    else bySearch.set(match.searchId, [match]);
  }
  const searches = [...bySearch.values()];
  const listings = await loadListingsForMail(
    db,
    pending.map((match) => match.propertyId),
  );
  const tokens = await signLinks(
    db,
    searches.map(([first]) => ({ kind: 'pause-search' as const, savedSearchId: first!.searchId })),
  );
  let emails = 0;
  const failed = await eachAtOnce(searches, SENDING_AT_ONCE, async (matches, index) => {
    const first = matches[0]!;
    const shown: ListingForMail[] = matches.flatMap((match) => listings.get(match.propertyId) ?? []);
    if (shown.length) {
      await deps.mailer.send(
        digestMail({
          to: first.email,
          locale: first.locale,
          searchName: first.name,
          listings: shown,
          links: { webBase: deps.config.publicWebUrl, unsubscribeToken: tokens[index]! },
        }),
      );
      emails += 1;
    }
    // The search's matches and the search itself stamped together, right after its mail.
    await db.execute(sql`
      with stamped as (
        update ${alertMatches} set digested_at = now(), emailed_at = now()
        where id in (${sql.join(
          matches.map((match) => sql`${match.id}`),
          sql`, `,
        )})
      )
      update ${savedSearches} set last_digest_at = now() where id = ${first.searchId}`);
  });
  if (failed) throw failed.failure;
  return { searches: searches.length, emails };
}
