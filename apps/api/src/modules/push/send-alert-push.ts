import { and, eq, inArray, isNull } from 'drizzle-orm';
import webPush, { WebPushError } from 'web-push';
import { alertMatches, pushSubscriptions, savedSearches } from '../../db/schema';
import type { Deps } from '../../deps';
import { eachAtOnce } from '../../lib/at-once';
import { formatMoney, localisedTitle, webUrl } from '../alerts/alert-mail';
import { loadListingsForMail } from '../alerts/load-listing-for-mail';
import { stampDelivered } from '../alerts/stamp-delivered';
import { vapidAuthorization } from './vapid-authorization';
import { vapidKeys } from './vapid-keys';

const TITLE = {
  ka: (search: string) => `ახალი განცხადება: ${search}`,
  en: (search: string) => `New listing: ${search}`,
  ru: (search: string) => `Новое объявление: ${search}`,
} as const;

/** Pushes handed to push services at once: each is a round trip to a service, most of it spent waiting. */
const PUSHING_AT_ONCE = 8;

/**
 * Pushes a batch of matches (one job per batch of a listing's matches), each to every browser its user subscribed,
 * through each browser's push service (payload encrypted for the browser, signed with our VAPID key). The service
 * worker shows it and opens the listing on a click. A subscription the push service no longer knows (404, 410) is
 * dropped; the matches pushed are stamped together when the batch is done, so a retried batch pushes only what
 * failed (a process that dies mid-batch pushes that batch again: twice rather than never, decision 014).
 */
export async function sendAlertPushes(deps: Deps, payload: { matchIds: number[] }) {
  const { db } = deps;
  if (!payload.matchIds.length) return;
  const rows = await db
    .select({
      matchId: alertMatches.id,
      userId: alertMatches.userId,
      propertyId: alertMatches.propertyId,
      searchName: savedSearches.name,
      locale: savedSearches.locale,
    })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .where(
      and(
        inArray(alertMatches.id, payload.matchIds),
        isNull(alertMatches.pushedAt),
        eq(savedSearches.isPaused, false),
      ),
    )
    .orderBy(alertMatches.id);
  // Only users who subscribed a browser have anything to push.
  const subscriptions = rows.length
    ? await db
        .select()
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.userId,
            rows.map((row) => row.userId),
          ),
        )
    : [];
  if (!subscriptions.length) return;
  const keys = await vapidKeys(db);
  const listings = await loadListingsForMail(
    db,
    rows.map((row) => row.propertyId),
  );
  const pushed: number[] = [];
  const gone = new Set<number>();
  const failed = await eachAtOnce(rows, PUSHING_AT_ONCE, async (row) => {
    const own = subscriptions.filter((subscription) => subscription.userId === row.userId);
    const listing = listings.get(row.propertyId);
    if (!own.length || !listing) return;
    const message = JSON.stringify({
      title: TITLE[row.locale](row.searchName),
      body: `${localisedTitle(listing, row.locale)} — ${formatMoney(listing.price, listing.currency, row.locale)}`,
      url: webUrl(deps.config.publicWebUrl, row.locale, `/property/${listing.id}`),
      tag: `match-${row.matchId}`,
    });
    let failure: unknown;
    for (const subscription of own) {
      try {
        await webPush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          message,
          {
            // Signed once per push service for hours (vapid-authorization.ts), not once per push: with no
            // vapidDetails given (and none set globally), web-push signs nothing and sends this header as it is.
            headers: { Authorization: vapidAuthorization(subscription.endpoint, vapidSubject(deps), keys) },
            TTL: 24 * 60 * 60,
            timeout: 10_000,
          },
        );
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          gone.add(subscription.id);
        } else {
          failure ??= error;
        }
      }
    }
    // A push service that failed for a reason other than a gone subscription: the batch is retried for this match.
    if (failure) throw failure;
    pushed.push(row.matchId);
  });
  if (gone.size) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
  await stampDelivered(db, 'pushedAt', pushed);
  if (failed) throw failed.failure;
}

/** Whom a push service may contact about our pushes: the site when it is https, else the mail sender's address. */
function vapidSubject(deps: Deps): string {
  if (deps.config.publicWebUrl.startsWith('https://')) return deps.config.publicWebUrl;
  const address = /<([^>]+)>/.exec(deps.config.mailFrom)?.[1] ?? deps.config.mailFrom;
  return `mailto:${address.trim()}`;
}
