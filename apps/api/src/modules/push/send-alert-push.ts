import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import webPush, { WebPushError } from 'web-push';
import { alertMatches, pushSubscriptions, savedSearches } from '../../db/schema';
import type { Deps } from '../../deps';
import { formatMoney, localisedTitle, webUrl } from '../alerts/alert-mail';
import { loadListingForMail } from '../alerts/load-listing-for-mail';
import { vapidKeys } from './vapid-keys';

const TITLE = {
  ka: (search: string) => `ახალი განცხადება: ${search}`,
  en: (search: string) => `New listing: ${search}`,
  ru: (search: string) => `Новое объявление: ${search}`,
} as const;

/**
 * Pushes a batch of matches (one job per batch of a listing's matches), each to every browser its user subscribed,
 * through each browser's push service (payload encrypted for the browser, signed with our VAPID key). The service
 * worker shows it and opens the listing on a click. A subscription the push service no longer knows (404, 410) is
 * dropped; a match is stamped once pushed and skipped after, so a retried batch pushes only what failed.
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
  const listings = new Map<number, Awaited<ReturnType<typeof loadListingForMail>>>();
  let failure: unknown;
  for (const row of rows) {
    const own = subscriptions.filter((subscription) => subscription.userId === row.userId);
    if (!own.length) continue;
    if (!listings.has(row.propertyId))
      listings.set(row.propertyId, await loadListingForMail(db, row.propertyId));
    const listing = listings.get(row.propertyId);
    if (!listing) continue;
    const message = JSON.stringify({
      title: TITLE[row.locale](row.searchName),
      body: `${localisedTitle(listing, row.locale)} — ${formatMoney(listing.price, listing.currency, row.locale)}`,
      url: webUrl(deps.config.publicWebUrl, row.locale, `/property/${listing.id}`),
      tag: `match-${row.matchId}`,
    });
    let failed = false;
    for (const subscription of own) {
      try {
        await webPush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          message,
          {
            vapidDetails: {
              subject: vapidSubject(deps),
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: 24 * 60 * 60,
            timeout: 10_000,
          },
        );
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        } else {
          failure ??= error;
          failed = true;
        }
      }
    }
    // A push service that failed for a reason other than a gone subscription: the batch is retried for this match.
    if (!failed) {
      await db
        .update(alertMatches)
        .set({ pushedAt: sql`now()` })
        .where(eq(alertMatches.id, row.matchId));
    }
  }
  if (failure) throw failure;
}

/** Whom a push service may contact about our pushes: the site when it is https, else the mail sender's address. */
function vapidSubject(deps: Deps): string {
  if (deps.config.publicWebUrl.startsWith('https://')) return deps.config.publicWebUrl;
  const address = /<([^>]+)>/.exec(deps.config.mailFrom)?.[1] ?? deps.config.mailFrom;
  return `mailto:${address.trim()}`;
}
