import { eq, sql } from 'drizzle-orm';
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
 * Pushes one match to every browser the user subscribed, through each browser's push service (payload encrypted
 * for the browser, signed with our VAPID key). The service worker shows it and opens the listing on a click. A
 * subscription the push service no longer knows (404, 410) is dropped; a match already pushed is skipped.
 */
export async function sendAlertPush(deps: Deps, payload: { matchId: number }) {
  const { db } = deps;
  const [row] = await db
    .select({
      pushedAt: alertMatches.pushedAt,
      userId: alertMatches.userId,
      propertyId: alertMatches.propertyId,
      searchName: savedSearches.name,
      isPaused: savedSearches.isPaused,
      locale: savedSearches.locale,
    })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .where(eq(alertMatches.id, payload.matchId));
  if (!row || row.pushedAt || row.isPaused) return;
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, row.userId));
  const listing = await loadListingForMail(db, row.propertyId);
  if (!subscriptions.length || !listing) return;
  const keys = await vapidKeys(db);
  const message = JSON.stringify({
    title: TITLE[row.locale](row.searchName),
    body: `${localisedTitle(listing, row.locale)} — ${formatMoney(listing.price, listing.currency, row.locale)}`,
    url: webUrl(deps.config.publicWebUrl, row.locale, `/property/${listing.id}`),
    tag: `match-${payload.matchId}`,
  });
  let failure: unknown;
  for (const subscription of subscriptions) {
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
        failure = error;
      }
    }
  }
  // A push service that failed for a reason other than a gone subscription: the job is retried.
  if (failure) throw failure;
  await db
    .update(alertMatches)
    .set({ pushedAt: sql`now()` })
    .where(eq(alertMatches.id, payload.matchId));
}

/** Whom a push service may contact about our pushes: the site when it is https, else the mail sender's address. */
function vapidSubject(deps: Deps): string {
  if (deps.config.publicWebUrl.startsWith('https://')) return deps.config.publicWebUrl;
  const address = /<([^>]+)>/.exec(deps.config.mailFrom)?.[1] ?? deps.config.mailFrom;
  return `mailto:${address.trim()}`;
}
